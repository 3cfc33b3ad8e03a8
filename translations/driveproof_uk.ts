<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>Розділ %1 на %2 починається з байта %3, тобто навіть не на межі логічного сектора розміром %4 байтів: таблицю розділів або її подання в ядрі пошкоджено. Створіть резервну копію даних розділу, потім створіть розділ заново із сектора %5 (наприклад, &apos;parted %2 mkpart primary %5s 100%&apos;) і перевірте командою &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>Розділ %1 на %2 починається із сектора %3 (байт %4) і зміщений на %8 байтів: на %5 байтів після межі фізичного сектора розміром %6 байтів і за %8 байтів до наступної межі. Кожен запис, що перетинає межу, змушує накопичувач виконувати читання-зміну-запис. Створіть резервну копію даних розділу, потім створіть його заново із сектора %7: у fdisk вилучіть розділ і створіть його знову з першим сектором %7 або виконайте &apos;parted %2 mkpart primary %7s 100%&apos; (якщо за розділом є інші, вкажіть замість 100% його попередній кінець). Перевірте командою &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>Розділ %1 на %2 починається із сектора %3 (байт %4). Його вирівняно за фізичними секторами розміром %5 байтів, тож накопичувач не сповільнюється, але не за 1 MiB — межею, яку використовують сучасні програми розмічування і яка пасує до блоків стирання SSD та смуг RAID. Зараз нічого робити не потрібно; якщо колись створюватимете розділ заново, почніть його із сектора %6 (наприклад, &apos;parted %2 mkpart primary %6s 100%&apos;). Перевірте командою &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Розділ %1 на %2 починається із сектора %3 (байт %4). Його вирівняно за фізичними секторами розміром %5 байтів і за 1 MiB, але не за оптимальним розміром введення-виведення %6 байтів, про який повідомляє пристрій, тому великі записи можуть розбиватися між смугами. Якщо створюватимете розділ заново, почніть його із сектора %7 (наприклад, &apos;parted %2 mkpart primary %7s 100%&apos;). Перевірте командою &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>Розділ %1 на %2 починається із сектора %3 (байт %4). Його вирівняно за фізичними секторами розміром %5 байтів, але ні за 1 MiB, ні за оптимальним розміром введення-виведення %6 байтів, про який повідомляє пристрій, тому великі записи можуть розбиватися між смугами. Якщо створюватимете розділ заново, почніть його із сектора %7 (наприклад, &apos;parted %2 mkpart primary %7s 100%&apos;). Перевірте командою &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>Розділ %1 на %2 починається із сектора %3, що відповідає фізичним секторам накопичувача і межам 1 MiB. Нічого робити не потрібно.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1 (%2), тому показано розділи, які для нього перелічує ядро. Щоб прочитати саму таблицю розділів, запустіть програму від імені root.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1 (%2), тому показано розділи, які для нього перелічує ядро; саму таблицю розділів не прочитано.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Це розділи, які ядро перелічує для %1, оскільки його таблицю розділів не вдалося прочитати: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>Гаразд</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Не вирівняно</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1 навіть від імені root: %2. Система блокує доступ (контейнер або правила безпеки).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1: %2. Запустіть програму від імені root або через sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1: %2. Перевірте шлях.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося відкрити %1: %2. Перевірте, чи під&apos;єднано накопичувач і чи доступний файл для читання.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>На %1 не знайдено таблиці розділів для секторів розміром %2 байтів, але є таблиця для секторів розміром %3 байтів. Прочитайте її з розміром логічного сектора %3 байтів.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 — це тека. Вкажіть накопичувач, наприклад /dev/sdb, або файл образу диска.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 — не накопичувач і не файл образу диска. Вкажіть накопичувач, наприклад /dev/sdb, або файл образу диска.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>На %1 не знайдено таблиці розділів: файл порожній.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 порожній: немає ні таблиці розділів, ні файлової системи — так надходить новий накопичувач. Вирівнювати поки нічого; програми розмітки починають перший розділ з 1 МіБ, і це пасує цьому накопичувачу.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>На %1 файлова система %2 записана прямо на весь накопичувач, без таблиці розділів. Це припустима розмітка, але накопичувач повідомляє, що його сектор 0 лежить на %3 байт далі межі фізичного сектора, тож блоки файлової системи перетинають фізичні сектори. Виправить це лише нова розмітка: зробіть резервну копію, потім створіть таблицю розділів, перший розділ якої починається з 1 МіБ.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>На %1 файлова система %2 записана прямо на весь накопичувач, без таблиці розділів. Це припустима розмітка: файлова система починається з байта 0, на межі будь-якого розміру сектора, отже, вона вирівняна. Нічого робити не потрібно.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Прийнятно</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>На %1 не знайдено таблиці розділів: він порожній або повністю зайнятий файловою системою, якій таблиця не потрібна. Перевірте, чи це той диск або образ.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Дані sense обрізано: з 8-байтового заголовка надійшов %n байт.</numerusform>
            <numerusform>Дані sense обрізано: з 8-байтового заголовка надійшло %n байти.</numerusform>
            <numerusform>Дані sense обрізано: з 8-байтового заголовка надійшло %n байтів.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>Дескриптор ATA Status Return пошкоджено (довжина %1h замість 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Дані sense обриваються всередині дескриптора ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Дані sense обрізано: заявлено %1 байтів, а надійшло %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Дані sense фіксованого формату обрізано: надійшов %n байт, а потрібно щонайменше 14.</numerusform>
            <numerusform>Дані sense фіксованого формату обрізано: надійшло %n байти, а потрібно щонайменше 14.</numerusform>
            <numerusform>Дані sense фіксованого формату обрізано: надійшло %n байтів, а потрібно щонайменше 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>Пристрій не надіслав даних sense, тому стан ATA для команди невідомий.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Дані sense мають невідомий формат (код відповіді %1h): ні дескрипторний (72h), ні фіксований (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, additional sense %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, стан ATA %2h, помилка %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 не існує.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 не є звичайним файлом: вкажіть збережений дамп IDENTIFY (512 необроблених байтів або текст виводу &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 має розмір %2 байтів: забагато для дампу IDENTIFY (512 необроблених байтів або близько 1300 байтів тексту).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося прочитати %1: %2.</translation>
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
            <numerusform>Дані IDENTIFY мають займати рівно 512 байтів; тут %n байт.</numerusform>
            <numerusform>Дані IDENTIFY мають займати рівно 512 байтів; тут %n байти.</numerusform>
            <numerusform>Дані IDENTIFY мають займати рівно 512 байтів; тут %n байтів.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Дані IDENTIFY складаються лише з нулів: накопичувач або його USB-міст не повернув даних.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Дані IDENTIFY складаються лише з FFh: жоден накопичувач не відповів (порожній порт або міст без диска).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>Слово 0 дорівнює %1h: це дані пристрою ATAPI (оптичного приводу), а не дані IDENTIFY DEVICE диска.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>Контрольна сума IDENTIFY у слові 255 неправильна (сума 512 байтів дорівнює %1h, а не 00h): дані пошкоджено або змінено.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Слова 117–118 задають розмір логічного сектора %1 байтів, якого не використовує жоден накопичувач: дані пошкоджено.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Слово 106 задає розмір фізичного сектора %1 байтів, якого не використовує жоден накопичувач: дані пошкоджено.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Рядок %1: &apos;%2&apos; не є словом із чотирьох шістнадцяткових цифр.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Рядок %1: понад 256 слів; дані IDENTIFY містять рівно 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Слів IDENTIFY не знайдено: очікується 256 слів із чотирьох шістнадцяткових цифр, по 8 у рядку, як їх виводить &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Рядок %1: слова закінчуються після %n слова; дані IDENTIFY містять 256.</numerusform>
            <numerusform>Рядок %1: слова закінчуються після %n слів; дані IDENTIFY містять 256.</numerusform>
            <numerusform>Рядок %1: слова закінчуються після %n слів; дані IDENTIFY містять 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>пристрій</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 не приймає команд SCSI (SG_IO), тому %2 не може дійти до накопичувача: це не цілий диск SATA, SAS чи USB (за розділами, а також loop-, віртуальними та NVMe-пристроями немає накопичувача ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Немає дозволу надіслати %2 на %1: командам ATA потрібні права root або допоміжна програма DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Не вдалося надіслати %1 на %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Накопичувач у %1 відхилив %2 (ABORT): він не підтримує цієї команди чи параметра (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>Накопичувач у %1 повідомив про помилку під час %2 (%3); перевірте його стан і кабелі, потім повторіть спробу.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 відхилив %2: диск або його USB-міст не передає команд ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 не виконав %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>Час очікування %1 на %2 вичерпано: накопичувач не відповів.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 не дійшла до накопичувача в %2 (стан вузла %3, стан драйвера %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>Помилка %1 на %2: стан SCSI %3h, даних sense немає.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопичувач у %1 не повідомляє про енергозалежний кеш запису, який можна перемикати (слово IDENTIFY 82, біт 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопичувач у %1 прийняв команду, але й далі повідомляє, що його кеш запису вимкнено.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопичувач у %1 прийняв команду, але й далі повідомляє, що його кеш запису ввімкнено.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 прийняв зміну, але й далі повідомляє, що його кеш запису вимкнено.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 прийняв зміну, але й далі повідомляє, що його кеш запису ввімкнено.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Дані Identify Controller мають %1 байтів замість %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Журнал стану NVMe має %1 байтів замість %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>Накопичувач не підтримує цієї адміністративної команди.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>Накопичувач не може зберегти параметр кешу запису, тому зміна діє лише до наступного вимкнення живлення.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>Накопичувач не дозволяє змінювати параметр кешу запису.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>Накопичувач не надає журналу SMART / стану.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>Накопичувач не підтримує збереження параметра кешу запису.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>Накопичувач не має енергозалежного кешу запису, який можна прочитати чи змінити.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>Накопичувач відхилив одне з полів команди.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>Накопичувач повідомив про внутрішню помилку; перевірте його стан і повторіть спробу.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>Накопичувач відхилив команду.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (стан NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>Пристрій не приймає адміністративних команд NVMe (це не накопичувач NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Доступ заборонено: запустіть програму від імені root або через допоміжну програму DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>Пристрій зник; під&apos;єднайте його знову і повторіть спробу.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>Накопичувач не відповів вчасно; повторіть спробу.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>Помилка %1 на %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Не вдалося декодувати дані, повернуті %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>Накопичувач не повідомляє, чи можна зберегти параметр кешу запису (немає підтримки Select / Save), тому зміна діє лише до наступного вимкнення живлення.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не має енергозалежного кешу запису, який можна перемкнути.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не дозволяє перемикати свій кеш запису.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не може зберегти параметр кешу запису, тому зміна не збережеться після вимкнення живлення. Перемкніть кеш без збереження параметра.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>Заголовок сторінки режиму за зміщенням %1 обрізано.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>Сторінка режиму %1h заявляє %2 байтів, але наявно лише %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>Відповідь MODE SENSE має %1 байтів — менше за 8-байтовий заголовок параметрів режиму.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>Відповідь MODE SENSE вказує довжину даних режиму %1 — замало навіть для власного заголовка.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Дескриптори блоків у відповіді MODE SENSE (%1 байтів) не залишають місця для сторінки режиму в її %2 байтах.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>Сторінка режиму Caching надто коротка, щоб містити біт WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>Відповідь MODE SENSE не містить сторінки режиму Caching (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Нову сторінку Caching можна побудувати лише на основі поточної повної сторінки Caching.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>Накопичувач повідомив про помилку, але не надіслав даних sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Дані sense накопичувача у фіксованому форматі обрізано.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Дані sense накопичувача в дескрипторному форматі обрізано.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Накопичувач надіслав дані sense у невідомому форматі (код відповіді %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>Накопичувач не підтримує збереження цієї сторінки, тому зміна діє лише до наступного вимкнення живлення.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>Накопичувач не підтримує команд MODE SENSE(10) і MODE SELECT(10), тому його кеш не можна прочитати чи змінити в такий спосіб.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>Накопичувач відхилив команду MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>Накопичувач не повідомляє сторінки режиму Caching.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>Накопичувач відхилив нову сторінку Caching: він не дозволяє змінювати цей параметр.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>Накопичувач повідомив про скидання або зміну параметрів; повторіть спробу.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>Накопичувач не готовий (зупинений, запускається або без носія); повторіть спробу за мить.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>Накопичувач захищено від запису.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>Накопичувач повідомив про апаратну помилку або помилку носія; перевірте його стан.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>Накопичувач перервав команду; повторіть спробу.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>Накопичувач повідомив про помилку.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>Пристрій не приймає команд SCSI, тому кеш запису самого накопичувача не можна прочитати чи змінити в такий спосіб.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>Накопичувач не відповів вчасно; перевірте його кабель і живлення.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Не вдалося зв&apos;язатися з накопичувачем (стан вузла %1h); перевірте його кабель і живлення.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>Накопичувач зайнятий; повторіть спробу за мить.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>Накопичувач повернув стан SCSI %1h без даних sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Не вдалося декодувати сторінку режиму Caching накопичувача %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не дозволяє перемикати свій кеш запису (його сторінка Caching позначає WCE як незмінний).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не може зберегти свою сторінку Caching, тому зміна не збережеться після вимкнення живлення. Перемкніть кеш без збереження параметра.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 — не цілий диск SCSI; перечитати сторінку Caching можна попросити лише цілий диск.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Не вдалося попросити ядро перечитати параметри %1: %2. До наступного перезавантаження дані ядра про кеш запису можуть бути застарілими.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 не вдалося зберегти параметр кешу запису: %1. Зміна діє лише до наступного вимкнення живлення.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 — це файл, що використовується як накопичувач (%2): кеш запису накопичувача тут не застосовний; дані ядра показують, чи передає воно скидання кешу до файла.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — віртуальний диск: справжній накопичувач і його кеш розташовані на хості, поза досяжністю цієї машини. Показано лише дані ядра; чи доходять скидання кешу до накопичувача хоста, залежить від режиму кешування гіпервізора.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не приймає команд накопичувача: кеш запису накопичувача тут не застосовний, є лише дані ядра.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof не знає, як запитати %1 про кеш запису (невідомий інтерфейс).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 — віртуальний диск (%2): кеш запису, про який він повідомляє, є емуляцією гіпервізора. Чи доходить скидання кешу до справжнього накопичувача, залежить від режиму кешування гіпервізора на хості.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>Ядро вважає, що це режим «write through», але кеш накопичувача ввімкнено: ядро більше не надсилає скидань кешу, тож зафіксовані дані можуть бути втрачені під час відключення живлення. Вимкніть кеш накопичувача або дайте ядру перечитати параметр накопичувача.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>Ядро й далі надсилає скидання кешу, хоча кеш накопичувача вимкнено: це безпечно, лише трохи повільніше.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>Зараз кеш вимкнено, але збережений параметр знову ввімкне його під час наступного ввімкнення живлення.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>Зараз кеш увімкнено, але збережений параметр вимкне його під час наступного ввімкнення живлення.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Тут %1 не може зберегти цей параметр після вимкнення живлення, тому нічого не змінено. Перемкніть без «Зберегти після перезавантаження»: тоді параметр діятиме до наступного вимкнення живлення.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не має енергозалежного кешу запису, який можна перемкнути.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не дозволяє змінювати параметр кешу запису.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>У відповіді допоміжної програми щодо кешу запису не вказано пристрою.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не вдалося прочитати, чи ввімкнено кеш запису %1: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не вдалося прочитати, чи можна перемикати кеш запису %1: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Не вдалося прочитати збережений параметр кешу запису %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Результат %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>відкладений запис</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>наскрізний запис</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Відповідь допоміжної програми щодо кешу запису містить результати у формі, яку ця версія не читає. Перезапустіть DriveProof після оновлення.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>Відповідь допоміжної програми щодо кешу запису містить результат без коду. Перезапустіть DriveProof після оновлення.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>На накопичувачі вже триває самотест.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Запис записів</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Витіснення кешу накопичувача</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Зворотне читання</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Уточнення межі</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>записи, записані в інше місце (загортання)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>нулі</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>не те, що було записано</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>пошкоджені записи</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>помилки читання</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Доведений корисний обсяг: %1 (%2 байтів).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Перший поганий блок на байті %1; межа відома з точністю до %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n запит на запис, записано %1, за %2 с.</numerusform>
            <numerusform>%n запити на запис, записано %1, за %2 с.</numerusform>
            <numerusform>%n запитів на запис, записано %1, за %2 с.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Справжній: кожен запис, зроблений по всіх %1 байтах (%2), прочитано там, куди його було записано.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Підробка: справжні лише перші %1; запис далі знову потрапляє на початок (загортання). Накопичувач заявляє %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Підробка: запис за межею %1 викидається. Накопичувач заявляє %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Пошкоджений: %n блок не містив записаного, перший на %1.</numerusform>
            <numerusform>Пошкоджений: %n блоки не містили записаного, перший на %1.</numerusform>
            <numerusform>Пошкоджений: %n блоків не містили записаного, перший на %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Не вдалося вирішити: перевірку скасовано.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Не вдалося вирішити: накопичувач не прийняв скидання свого кешу.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Не вдалося вирішити: пристрій замалий для перевірки.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Не вдалося вирішити: нічого із записаного не вдалося прочитати назад.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>Перед зворотним читанням накопичувач було скинуто: те, що його контролер тримав у пам’яті, втрачено.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>Перед зворотним читанням накопичувач було скинуто, але він не повернувся.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Без скидання перед зворотним читанням: цей пристрій не можна скинути.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Без скидання перед зворотним читанням: окремо можна скинути лише USB-накопичувач.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Без скидання перед зворотним читанням: скинути USB-накопичувач може лише запуск від root (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Без скидання перед зворотним читанням: перевірявся розділ, а скидання зачепило б увесь накопичувач.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Без скидання перед зворотним читанням: на його USB-пристрої є й інші накопичувачі.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Без скидання перед зворотним читанням: ядро відмовило (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Очікування запису кешу накопичувача</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Розмір логічного сектора в байтах (для образів: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Розмір фізичного сектора в байтах (для образів: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Оптимальний розмір введення-виведення в байтах, 0 = не повідомляється (для образів: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Кількість байтів від LBA 0 до наступної межі фізичного сектора (для образів: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 — не кількість байтів. Вкажіть ціле число, наприклад 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 — неприпустимий розмір блока. Вкажіть степінь двійки від 512 до 1048576 байтів, наприклад 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 менший за --logical-block-size %2: фізичний сектор містить один або кілька логічних секторів.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 менший за %3-байтові логічні сектори %2: фізичний сектор містить один або кілька логічних секторів.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>Значення %1 %2 неприпустиме. Вкажіть 0 (не повідомляється) або число, кратне розміру фізичного блока (%3 байтів), не більше 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>Значення %1 %2 неприпустиме. Вкажіть число, кратне розміру логічного блока (%3 байтів) і менше за розмір фізичного блока (%4 байтів), наприклад 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байти</numerusform>
            <numerusform>%n байтів</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не повідомляється</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: таблиця розділів %2, логічний сектор %3 байтів, фізичний сектор %4 байтів, оптимальний розмір введення-виведення %5, зміщення вирівнювання %6 байтів.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>Таблиця розділів %1 не містить розділів.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>РОЗДІЛ</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>ПОЧАТОК (сектор)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>ПОЧАТОК (байти)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>ЛОГІЧНИЙ</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>ФІЗИЧНИЙ</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>ОПТИМАЛЬНИЙ</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>ВИСНОВОК</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Немає накопичувача або файла з назвою %1. Вкажіть накопичувач, наприклад /dev/sdb (див. &apos;driveproof-cli list&apos;), або шлях до образу диска.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 — це розділ. Вкажіть натомість увесь накопичувач: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Перевірити, чи кожен розділ накопичувача або образу диска починається на межі, що пасує накопичувачу: його фізичних секторів, 1 MiB і його оптимального розміру введення-виведення.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Накопичувач (/dev/sdb, sdb) або файл образу диска.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Вивести JSON (ключі описано в docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>Команді &apos;align&apos; потрібен рівно один накопичувач або образ диска, наприклад &apos;driveproof-cli align /dev/sdb&apos; або &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Цей тест перезапише дані на %1. Усе, що на ньому зберігається, буде втрачено.
Введіть назву пристрою (%2), щоб продовжити: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Пристрою %1 немає. Виконайте &apos;driveproof-cli list&apos;, щоб побачити накопичувачі цієї машини.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Теки або файла %1 немає. Вкажіть наявну теку (у ній буде створено тимчасовий тестовий файл), файл або блоковий пристрій.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 не є ні текою, ні звичайним файлом, ні блоковим пристроєм (це канал, сокет або символьний пристрій). Вкажіть теку, файл або блоковий пристрій.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 — це пристрій: цей тест записує на нього і знищує його дані. Додайте --destructive, якщо ви справді цього хочете, або вкажіть теку.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 використовується: %2 Нічого не записано.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>Назва не збіглася; нічого не записано.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output не може записати %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Скасовано під час підготовки тестового файла; файл вилучено.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>Для --cache-ab потрібно знати накопичувач, на якому розташована ціль, але його не вдалося знайти.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 не відповідає жодному вимірюванню цього тесту. Ключі — це поля &quot;key&quot; у його виводі --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося записати %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Скасовано; рядки вище завершилися до скасування.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Виміряти характеристики накопичувача: швидкість фіксацій (як pg_test_fsync), пропускну здатність, довільне введення-виведення, серії вимірювань, перевірку гібридного кешу.
FAMILY — одне з: quick, commit, throughput (або seq), sustained, surface, random, sweep (з --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET — тека (типово поточна; у ній створюється і потім вилучається тимчасовий файл), наявний файл (використовується як є, ніколи не збільшується) або блоковий пристрій (тести читання; для запису потрібен --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>Тест, який слід запустити.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Тека, файл або пристрій (або --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Тека, файл або пристрій, як TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Розмір тестової області або тимчасового файла, наприклад 1G, 256M (типово: 1G; commit: 16M; пристрій під час сканування поверхні — повністю).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Секунд на одне вимірювання (типово: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Рушій введення-виведення: auto, io_uring або psync (типово: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Розмір блока для random, серій вимірювань і sustained, наприклад 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>Одночасних операцій введення-виведення на потік (серії вимірювань, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Потоки (серії вимірювань).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Серії вимірювань: 100 — лише читання (типово), 0 — лише запис, або суміш.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Quick, throughput, random: лише читання.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Quick, throughput, random: лише запис.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Quick, throughput, random: суміш із цією часткою читання у відсотках, наприклад 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Один набір CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (або будь-який RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (типово), queue-depth або threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Перевірка гібридного кешу: скільки секунд накопичувач простоює між проходами (типово: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: виміряти ще раз із вимкненим кешем запису накопичувача, потім знову ввімкнути його.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Дозволити тест запису на пристрої без файлової системи: усе, що на ньому є, буде втрачено.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Працювати через кеш сторінок (без O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Вивести результат у форматі JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Також записати результат у форматі JSON до FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Виконати лише вимірювання з цими ключами, відокремленими комами (наприклад, rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Не зберігати результат в історії накопичувача.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>Команді &apos;bench&apos; потрібні FAMILY і щонайбільше один TARGET, наприклад &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis використовується з &apos;sweep&apos; і приймає block-size, queue-depth або threads, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>невідомий тест &apos;%1&apos;. Спробуйте &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size приймає розмір щонайменше 4K, наприклад 1G або 256M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration приймає кількість секунд, наприклад 5, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend приймає auto, io_uring або psync, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size приймає число, кратне 512 байтам, до 64M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 приймає ціле число до %2, а не &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle приймає кількість секунд, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Вкажіть один із параметрів --read, --write або --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix приймає частку читання у відсотках, від 0 до 100, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset приймає назву, наприклад RND4K-Q32T1 або SEQ1M-Q8T1, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset використовується з quick, random або seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab використовується з тестом commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Спосіб фіксації</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фіксацій/с</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Середнє µs</translation>
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
        <translation>Макс. µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Скидань/фіксацію</translation>
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
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>good</source>
        <translation>добре</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>увага</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>небезпека</translation>
    </message>
    <message>
        <source>note</source>
        <translation>примітка</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, лишилося %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
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
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>увімкнено</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>так, через udisks2 (застосовується знову під час кожного завантаження)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>так, зберігається в накопичувачі</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>ні: зміна діє до наступного вимкнення живлення</translation>
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
        <translation>немає (не приймає команд накопичувача)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>Накопичувач має кеш запису</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Кеш накопичувача зараз</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Збережений параметр</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Можна змінити</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Зберігається після перезавантаження</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>За даними ядра</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>Ядро використовує FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Джерела</translation>
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
        <translation>погано</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Загалом</translation>
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
        <translation>Години роботи</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Цикли ввімкнення</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Небезпечні вимкнення</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Пошкоджені сектори</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Помилки носія</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Знос</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Доступний резерв</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 — це розділ; кеш запису і стан стосуються всього накопичувача. Вкажіть натомість %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Показати енергозалежний кеш запису накопичувача поруч із даними ядра або перемкнути його.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Накопичувач, наприклад /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Увімкнути або вимкнути кеш накопичувача.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Зберегти параметр після вимкнення живлення, якщо накопичувач або udisks2 можуть зробити це чесно.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>Команді &apos;cache&apos; потрібен рівно один DEVICE, наприклад &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set приймає &apos;on&apos; або &apos;off&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist використовується з --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Показати стан накопичувача: загальний висновок, температуру, години роботи, цикли ввімкнення, небезпечні вимкнення.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>Команді &apos;health&apos; потрібен рівно один DEVICE, наприклад &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>Для --language потрібно вказати мову, одну з: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>невідома мова &apos;%1&apos;. Виберіть одну з: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Показати довідку щодо цієї команди.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Спробуйте &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 байтів)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Вивести дані всіх накопичувачів для Prometheus та інших програм, що читають OpenMetrics: ідентифікація, стан, дані про кеш запису, вирівнювання й останні результати тестів (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Текст у форматі OpenMetrics; його також може читати textfile collector із node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Записати до FILE, атомарно замінивши його, замість стандартного виводу.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Експортувати лише цей накопичувач (також loop-пристрій); можна вказати кілька разів.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Експортувати також loop-пристрої (типово їх пропущено).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Читати результати тестів із цієї теки даних DriveProof (що містить history/ і powerloss/) замість вашої; можна вказати кілька разів.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Читати результати тестів усіх користувачів цієї машини (потрібні права root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>Команда &apos;export&apos; не приймає аргументів. Для одного накопичувача скористайтеся --device DEVICE.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Виберіть формат: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>необроблені, 512 байтів</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>шістнадцяткові слова (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (48-бітова адресація)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (28-бітова адресація)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (не повідомляється; припущено)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>без обертання (твердотільний)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>так, глибина черги %1</translation>
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
        <translation>Серійний номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Мікропрограма</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Місткість</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Сектори</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Логічний сектор</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Фізичний сектор</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Зміщення вирівнювання</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Швидкість обертання</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Кеш запису підтримується</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Кеш запису ввімкнено</translation>
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
        <translation>Контрольна сума</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>правильна</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>відсутня</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>накопичувач позначив ці дані як неповні</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Файл-основа</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Виробник</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Інтерфейс</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Мінімальне введення-виведення</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Оптимальне введення-виведення</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носій</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Змінний</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Лише читання</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Кеш запису (за даними ядра)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Змонтовано в</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не змонтовано</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Утримується</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічим</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>РОЗМІР</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>ЗМОНТОВАНО В</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Невідомо:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Показати все, що відомо про один накопичувач.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Накопичувач, наприклад /dev/sda або sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Декодувати збережений дамп ATA IDENTIFY замість накопичувача: 512 необроблених байтів або шістнадцяткові слова, які виводить &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; не приймає DEVICE: декодується лише файл.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>Команді &apos;info&apos; потрібен рівно один DEVICE, наприклад &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотільний</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>з обертанням</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Перелічити накопичувачі цієї машини: ідентифікація, розмір, розміри секторів, носій, кеш запису за даними ядра і точки монтування.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>Команда &apos;list&apos; не приймає аргументів. Для одного накопичувача скористайтеся &apos;driveproof-cli info DEVICE&apos;.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Накопичувачів не знайдено. У контейнері /sys/block може нічого не показувати; на настільному комп&apos;ютері перевірте, чи під&apos;єднано накопичувач.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ІНТЕРФЕЙС</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>МОДЕЛЬ</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>СЕКТОРИ Л/Ф</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>НОСІЙ</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>КЕШ ЗАПИСУ</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>розділ</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>невідома команда &apos;%1&apos;. Спробуйте &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>Тест втрати живлення: чи зберігає накопичувач те, що підтвердив, коли зникає живлення?
  prepare   перевірити накопичувач і машину, створити тестову область
  run       записувати й повідомляти свідка про кожну фіксацію; висмикнути вилку за командою
  verify    після перезапуску: прочитати область, отримати запис свідка, винести висновок
  practice  уся процедура на імітованому накопичувачі на цій машині</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify або practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>Тестова область: файл (створюється, якщо його немає) або блоковий пристрій (з --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>Адреса свідка в тому вигляді, в якому він її показує.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Розмір тестової області, наприклад 1G (типово: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Спосіб фіксації: fdatasync (типово), fsync, open_datasync або open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Записів на одну фіксацію (групова фіксація); типово 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: запуск для перевірки (його ідентифікатор або початок ідентифікатора) замість очікуваного запуску для --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Дозволити пристрій без файлової системи як ціль: усе, що на ньому є, буде втрачено.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (типово) або lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: скільки секунд записувати до імітованого відключення живлення (типово: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Вивести результат у форматі JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss приймає prepare, run, verify або practice, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size приймає розмір щонайменше 1M, наприклад 1G або 256M, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method приймає fdatasync, fsync, open_datasync або open_sync, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit приймає число від 1 до 1024, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness приймає HOST:PORT, наприклад 192.168.1.20:7070, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode приймає honest або lying, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds приймає число від 0 до 3600, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id приймає ідентифікатор запуску в шістнадцятковому вигляді (або його початок), наприклад 3f9a, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Вкажіть тестову область за допомогою --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target приймає файл (створюється, якщо його немає) або блоковий пристрій, а не теку %1. Вкажіть файл у ній, наприклад %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target приймає файл (створюється, якщо його немає) або блоковий пристрій; %1 — це канал, сокет або символьний пристрій.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target вказує на файл у теці, якої не існує: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 — це пристрій: тест перезапише всі його дані. Додайте --destructive, якщо ви справді цього хочете, або вкажіть файл.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>підготовка тестової області: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 фіксацій/с, у свідка до №%3, у процесі: %4, зв&apos;язок: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Висмикніть вилку зараз ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Вимкніть живлення біля розетки (а не кнопкою живлення). Після перезапуску виконайте &apos;driveproof-cli powerloss verify&apos; з тією самою ціллю.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Висновок: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Перевірки достовірності:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>гаразд</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>НЕ ГАРАЗД</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Підтверджених записів: %1; перевірено блоків: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Примітка: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Попередження: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Тестова область: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Накопичувач: %1, серійний номер %2, мікропрограма %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Кеш запису: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Небезпечних вимкнень на цей момент: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Готово. Запустіть свідка, потім &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Штатно зупинено після %1 фіксацій; усі вони є у свідка. Перевіряти нічого: штатна зупинка — не відключення живлення.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Для %1 немає очікуваного тесту втрати живлення.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Немає очікуваного тесту втрати живлення з ідентифікатором запуску &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Тренування на імітованому накопичувачі, який обманює щодо скидань кешу.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Тренування на імітованому чесному накопичувачі.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: розпочато</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>запуск %1: сторона запису знову на зв&apos;язку (фіксацій на цей момент: %2)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>запуск %1: підтверджено фіксацій: %2</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>запуск %1: сторона запису замовкла о %2 — орієнтовний момент відключення живлення</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>запуск %1: сторона запису повідомила про помилку: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: сторона запису зупинилася навмисно (без відключення живлення)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>запуск %1: звіт сторони перевірки збережено</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>з&apos;єднання відхилено: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>запуск %1: помилка журналу: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Стати свідком тесту втрати живлення: записувати кожну фіксацію, про яку повідомляє сторона запису, щоб після відключення живлення сторона перевірки знала, що підтвердив накопичувач. Працює до натискання Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Адреса і порт для прослуховування (типово: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Тека для журналів запусків (типово: тека даних DriveProof). Розмістіть її на іншому диску, не на тестованому.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness не приймає аргументів, а отримано &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen приймає ADDRESS:PORT, наприклад 0.0.0.0:7070, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Код сполучення: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Прослуховування на %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>На тестованій машині введіть одну з цих адрес свідка:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Журнали в %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Свідка зупинено; усі журнали синхронізовано.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Підключення</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Тип накопичувача</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>Результат не збережено в історії диска: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) виглядає порожнім. Перевірка ємності перезапише все на ньому. Продовжити? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>Чи такий накопичувач великий, як заявляє? Записує записи по всьому пристрою, читає їх назад і відрізняє справжній накопичувач від підробки.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>Накопичувач, наприклад /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>Швидка проба: кілька тисяч записів, хвилини.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>Повна перевірка: кожен блок записується й читається назад; продовжує з місця, де зупинився перерваний запуск.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Дозволити запис без термінала, у якому можна запитати: усе на пристрої буде втрачено.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Вкажіть один пристрій і --quick або --full. Спробуйте &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Перевірка ємності перезаписує все на %1. Додайте --destructive, якщо ви цього хочете.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Погано: байти з %1 по %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… і ще %n поганий діапазон (див. --json).</numerusform>
            <numerusform>… і ще %n погані діапазони (див. --json).</numerusform>
            <numerusform>… і ще %n поганих діапазонів (див. --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 порожній (немає таблиці розділів і файлової системи): запис іде без запиту його назви.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>У %1 немає власного кешу запису, який можна перемкнути (пристрій loop, virtio або карта пам&apos;яті): є лише погляд ядра. Нічого не змінено.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 — пристрій loop поверх %2: він не має власного стану. Запитайте накопичувач, на якому лежить цей файл.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 фіксацій/с</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Показати збережені запуски одного накопичувача, спершу нові.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; потребує рівно один DEVICE, наприклад &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Для %1 ще немає збережених запусків. Перший зробить &apos;driveproof-cli bench quick FOLDER&apos; на одній з його файлових систем.</translation>
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
        <translation>ПАРАМЕТРИ</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>ПІДСУМОК</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Порівняти два запуски поруч: спільні рядки, B відносно A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>Ідентифікатор запуску (досить перших 8 символів) або файл його результату; двічі.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; потребує двох запусків, наприклад &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; їхні ідентифікатори покаже &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>ВИМІРЮВАННЯ</translation>
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
        <translation>Не однакові: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Два запуски не мають спільних вимірювань: порівнювати нічого. Порівнюйте два запуски одного тесту.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>порожній: немає таблиці розділів, немає файлової системи</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>дані (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>невідомо: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Вміст</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>стандартний ввід</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Не вдається прочитати код сполучення з %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Код сполучення (як його показує свідок): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Це не код сполучення: введіть 12 символів, які показує свідок, наприклад K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing більше не приймається: будь-який користувач цього комп&apos;ютера може прочитати командний рядок. Введіть код, коли його запитають, або скористайтеся --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Прочитати код сполучення, який показує свідок, з FILE (&apos;-&apos;: стандартний ввід). Без цього параметра run запитає код.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run потрібен свідок: --witness HOST:PORT, як його показує &apos;driveproof-cli witness&apos;, і його код сполучення (буде запитано, або --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Використати код сполучення з FILE (&apos;-&apos;: стандартний ввід) замість випадкового.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Не вдалося прочитати записи накопичувача (застарілий помічник або накопичувач, що їх не зберігає).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Чи він новий? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Показати також усі записи, які зберігає накопичувач: кожен атрибут SMART або поле журналу стану NVMe, журнал самотестів і кількість записаних помилок.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Запам&apos;ятати ресурс, заявлений виробником для моделі цього накопичувача, у записаних терабайтах (TBW), і надалі порівнювати з ним обсяг запису.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw приймає записані терабайти, наприклад 600, а не &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>близько %n хвилини</numerusform>
            <numerusform>близько %n хвилин</numerusform>
            <numerusform>близько %n хвилин</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Самотести</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>підтримуються</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>не підтримуються</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>триває, виконано %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>самотест не триває</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Останній результат</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Короткий тест</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Розширений тест</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Транспортний тест</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Самотест на %1: виконано %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Спостереження припинено. Накопичувач продовжує тест; &apos;driveproof-cli selftest %1 abort&apos; зупинить його.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Запустити, зупинити або спостерігати власний самотест накопичувача. Накопичувач виконує його сам і зберігає результат у журналі самотестів (&apos;health DEVICE --all&apos; покаже його).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort або status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Стежити за тестом до кінця; код виходу 1, якщо тест не пройдено.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; потрібні DEVICE і ACTION, наприклад &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Невідома дія самотесту &apos;%1&apos;: використовуйте short, extended, conveyance, abort або status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: без таблиці розділів, логічний сектор %2 байтів, фізичний сектор %3 байтів, оптимальний розмір введення-виведення %4, зміщення вирівнювання %5 байтів.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Не вдалося зберегти результат самотестування в історії накопичувача: %1</translation>
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
        <translation>Використовується</translation>
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
        <translation>Використання: driveproof-cli COMMAND [параметри]

Каже правду про накопичувач.

Команди:
  list          список накопичувачів з ідентифікацією, топологією і кешем запису
  info DEVICE   усе, що відомо про один накопичувач
  align TARGET  перевірити вирівнювання розділів накопичувача або образу диска
  cache DEVICE  кеш запису накопичувача і дані ядра; --set on|off
  health DEVICE стан накопичувача: висновок, температура, години, вимкнення
  selftest DEVICE short|extended|abort|status  власний самотест накопичувача
  bench FAMILY [TARGET]  вимірювання: quick, commit, throughput, random, sweeps...
  history DEVICE  збережені запуски накопичувача, спершу нові
  compare RUN RUN  два запуски поруч і чим вони відрізняються
  powerloss prepare|run|verify|practice  тест втрати живлення (висмикнути вилку)
  witness       стати другою машиною тесту втрати живлення
  export --openmetrics  дані всіх накопичувачів для Prometheus (парки машин)
  capacity ПРИСТРІЙ --quick|--full  чи такий накопичувач великий, як заявляє (підробки)
  trim TARGET   чи доходить TRIM до накопичувача через кожен шар

Параметри:
  -h, --help     показати цю довідку; &apos;driveproof-cli COMMAND --help&apos; для команди
  -v, --version  показати версію
  --language LANG
                 використовувати мову LANG, наприклад de, pt_BR або zh_TW,
                 замість мови системи; працює з усіма командами
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>так, до самого накопичувача</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>до файлу, на якому працює loop-пристрій</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ні: один із шарів відкидає його</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ні: накопичувач його не приймає</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>увімкнено</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>замасковано</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не встановлено</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd не запущено)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Від %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Від %1 (змонтовано в %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Шар</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Гранулярність discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Найбільший discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Пропускає TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Каже, чи доходить TRIM до накопичувача через кожен шар (розділ, dm-crypt, LVM, md, loop, USB), чи працює fstrim.timer і які файлові системи змонтовано з discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Накопичувач, розділ, пристрій dm, md або loop чи тека, наприклад /dev/sda або /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>Команді &apos;trim&apos; потрібен рівно один TARGET, наприклад &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM від %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Оцінити звіт замість накопичувача: вивід &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; або &apos;nvme smart-log -o json&apos;, збережений у FILE (&apos;-&apos;: стандартний ввід).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>З --report для виводу nvme smart-log: вивід &apos;nvme id-ctrl -o json&apos;, звідки беруться модель, серійний номер і мікропрограма.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; не приймає ні DEVICE, ні --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Немає блокового пристрою з назвою %1. Виконайте &apos;driveproof-cli list&apos;, щоб побачити накопичувачі цієї машини.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 зник під час читання. Перевірте, чи накопичувач досі під&apos;єднано.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 змонтовано в %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 використовується як простір для резервної пам&apos;яті.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (І ще %n.)</numerusform>
            <numerusform>%1 (І ще %n.)</numerusform>
            <numerusform>%1 (І ще %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>цей пристрій %1 не повідомляє через sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>серійний номер</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>версія мікропрограми</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>швидкість обертання</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не вдалося відкрити %1 навіть від імені root (%2): система блокує доступ (контейнер або правила безпеки), тому показано лише те, що повідомляє sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не вдалося відкрити %1 (%2): показано лише те, що повідомляє sysfs. Щоб побачити більше, запустіть програму від імені root або через допоміжну програму DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>файл пристрою</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 є основою loop-пристрою %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 входить до складу %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 містить розділ %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 не існує. Вкажіть пристрій, наприклад /dev/sda (див. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 — тека або файл, а не блоковий пристрій. Вкажіть пристрій, наприклад /dev/sda (див. &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося прочитати %1, щоб дізнатися, що на ньому: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Не вдалося прочитати початок і кінець %1, щоб дізнатися, що на ньому.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev не має запису про пристрій %1, а прочитати його напряму не вдалося (запустіть від root або запустіть udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 — некоректний JSON: %2 у байті %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 перевищує розмір будь-якого звіту про накопичувач (щонайбільше %2). Вкажіть вивід smartctl -x або nvme smart-log, а не образ диска.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — не звіт про накопичувач, який DriveProof може прочитати: вкажіть вивід &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; або &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — звіт про накопичувач SAS або SCSI: DriveProof оцінює звіти про накопичувачі ATA (SATA) і NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Зі звіту %1, а не від самого накопичувача: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Зі звіту %1, а не від самого накопичувача: %2, серійний номер %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, рядок %2: понад 30 атрибутів SMART, чого не має жоден накопичувач.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося прочитати %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Зі звіту %1, а не від самого накопичувача.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM від %1 доходить до накопичувача %2 через усі шари.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>Накопичувач %1 приймає TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM від %1 доходить до loop-пристрою %2, який звільняє місце у своєму файлі %3. Накопичувач під цим файлом отримує його лише від власної файлової системи (змонтованої з discard або через fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>Том dm-crypt %1 відкидає discard, тож TRIM від %2 ніколи не доходить до накопичувача. Відкрийте його з --allow-discards (або з параметром discard у /etc/crypttab); тоді той, хто бачить накопичувач напряму, дізнається, які блоки вільні.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 відкидає discard, тож TRIM від %2 зупиняється там і ніколи не доходить до накопичувача.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>Ядро не показує для %1 обмежень discard, тож невідомо, чи проходить через нього TRIM.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 — жорсткий диск: він не приймає TRIM і не потребує його.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 під’єднано через usb-storage (Bulk-Only Transport), який не передає TRIM. У корпусі UAS або через порт UAS це може спрацювати.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 під’єднано через UAS, але його міст не повідомляє про підтримку TRIM, тож ядро його не надсилає.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 не приймає TRIM (discard_max_bytes ядра дорівнює 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Жодну файлову систему на %1 не змонтовано. TRIM надходить від змонтованої файлової системи (fstrim або параметр discard) чи від blkdiscard, який стирає все.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 змонтовано з discard: кожне видалення одразу проходить TRIM, що на деяких накопичувачах сповільнює видалення. Звичайний вибір — щотижневий fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 змонтовано з discard=async: звільнене місце проходить TRIM пакетами.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 раз на тиждень проходить TRIM через fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 не змонтовано з discard і не обробляється fstrim.timer, тож накопичувач ніколи не дізнається, які блоки вільні. Виконайте &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd тут не запущено, тож fstrim.timer нічого не обробляє. Запускайте &apos;fstrim -a&apos; з cron або монтуйте з discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 розташовано не на блоковому пристрої, який DriveProof бачить у sysfs. Вкажіть накопичувач, розділ або теку на ньому.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Не вдається прочитати %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 байтів)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln байт</numerusform>
            <numerusform>%Ln байти</numerusform>
            <numerusform>%Ln байтів</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>loop-пристрій</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>на основі файла</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>твердотільний</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>з обертанням</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Для цього пристрою не повідомляється.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>жорсткий диск</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>твердотільний накопичувач</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>твердотільний накопичувач NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>USB-накопичувач</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>loop-пристрій (файл, що використовується як накопичувач)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>накопичувач</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Каже правду про накопичувач.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Показати цей накопичувач першим, наприклад /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Коли все буде прочитано, зберегти знімок вікна до цього файла PNG і вийти.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Відкрити вікно «Налаштування» під час запуску.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Відкрити вікно «Про програму» під час запуску.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Запустити цей тест (quick, random, commit, …) у вікні без клацань, записати результат (--json-out) і вийти; для скриптів тестування швидкодії.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>З --run-test: лише ці вимірювання, відокремлені комами, наприклад rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>З --run-test: тека (або файл), у якій слід тестувати.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>З --run-test: розмір тесту, наприклад 1G або 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>З --run-test: секунд на одне вимірювання (типово: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>З --run-test: записати результат у форматі JSON до цього файла.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Перевірити тести втрати живлення, що очікують перевірки (після відключення живлення); цю команду виконує запис автозапуску очікуваного тесту.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Відкрити тест втрати живлення під час запуску.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Відкрити сторінку свідка тесту втрати живлення під час запуску.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>Для --duration потрібна кількість секунд</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не дозволено читати параметр кешу запису %1. Повторіть спробу й пройдіть автентифікацію, коли буде запропоновано, або зверніться до адміністратора.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не дозволено перемикати кеш запису %1, тому нічого не змінено. Повторіть спробу й пройдіть автентифікацію, коли буде запропоновано, або зверніться до адміністратора.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Вам не дозволено читати стан %1. Повторіть спробу й пройдіть автентифікацію, коли буде запропоновано, або зверніться до адміністратора.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>Допоміжну програму DriveProof не встановлено, тому DriveProof не може звертатися до накопичувача, доки працює від вашого імені. Встановіть пакунок DriveProof або запустіть DriveProof від імені root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>Системна шина не дає DriveProof зв&apos;язатися з допоміжною програмою: відсутні правила D-Bus для допоміжної програми. Перевстановіть пакунок DriveProof або запустіть DriveProof від імені root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Системної шини немає, тому DriveProof не може зв&apos;язатися з допоміжною програмою. Запустіть системну службу D-Bus або запустіть DriveProof від імені root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Помилка запиту для %1: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Починається на межі фізичного сектора.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Починається через %1 байтів після межі фізичного сектора.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Починається на межі 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Починається не на межі 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Починається не на значенні, кратному оптимальному розміру введення-виведення накопичувача.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не змонтовано</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не перевірено</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>невідомий тест &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>Для --run-test потрібен --target — наявна тека або файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; — не розмір; приклад: 1G або 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>відкладений запис (write back): ядро надсилає скидання кешу</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>наскрізний запис (write through): ядро не надсилає скидань кешу</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Відкрити цей звіт про накопичувач (smartctl -x, smartctl --json або nvme smart-log -o json) під час запуску.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Про DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Каже вам правду про накопичувач: що це за пристрій, чи вирівняно його розділи, чи ввімкнено кеш запису, як швидко він виконує фіксації, послідовний і довільний доступ, і чи зберігає він записи, які підтвердив.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Що робить DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · ядро %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Версії</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Вільна програма, що поширюється на умовах GNU General Public License версії 3 або будь-якої пізнішої версії (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Надається без жодних гарантій.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Ліцензія</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Перевірити &amp;ємність…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>Чи такий накопичувач великий, як заявляє? Знаходить підроблені накопичувачі.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Перевірка ємності: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Чи справді %1 має %2? Перевірка записує записи по всьому накопичувачу, читає їх назад і відрізняє справжній накопичувач від підробки.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>&amp;Швидка проба: кілька тисяч записів, хвилини</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>&amp;Повна перевірка: кожен блок, години на великому накопичувачі</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Усе на %1 (%2) буде втрачено: кожен розділ, кожен файл.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Перевірка ємності</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Читання</translation>
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
        <translation>&amp;Копіювати зображення</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Фіксацій за секунду за способами</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Фіксацій за секунду (логарифмічна шкала)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Надійно, кеш запису як був</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Надійні фіксації</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Надійно, кеш запису вимкнено</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Ненадійно (основа для порівняння)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: щонайбільше близько %2 фіксацій/с, якщо кожна чекає на оберт пластини</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (раніший)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (пізніший)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Обидва запуски поруч</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фіксацій/с</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Підтверджені записи перед відключенням живлення</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Секунди до відключення</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Номер запису</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Збережено</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Втрачено</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Розірвано (збережено частково)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Орієнтовне відключення</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Довільне читання до і після простою</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Довільне читання тих самих блоків</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Перший прохід</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Другий прохід, після простою</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Затримка</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Затримка: %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Затримка (µs, логарифмічна шкала)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Частка операцій (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Операції</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (медіана): %1 µs</translation>
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
        <translation>Швидкість читання по тестовій області</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Швидкість запису в міру заповнення тестової області</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Позиція (%1)</translation>
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
        <translation>IOPS і швидкість передавання залежно від розміру блока</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Розмір блока (KiB, логарифмічна шкала)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS і швидкість передавання залежно від глибини черги</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>Одночасних операцій введення-виведення на потік (логарифмічна шкала)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS і швидкість передавання залежно від кількості потоків</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Потоки (логарифмічна шкала)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (логарифмічна шкала)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (логарифмічна шкала)</translation>
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
        <translation>Швидкість передавання з часом</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Операцій введення-виведення за секунду з часом</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Фіксацій за секунду з часом</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фіксацій за секунду</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунди</translation>
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
        <translation>Фіксацій/с</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Затримка p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Два запуски поруч</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Назад до історії</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Порівняння двох запусків</translation>
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
        <translation>Вимірювання</translation>
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
        <translation>Ці запуски не мають спільних вимірювань, тому порівнювати нічого. Порівняйте два запуски того самого тесту.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Це два різні тести (%1 і %2): співвідношення є лише для спільних вимірювань.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>без змін</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ на %1% краще</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ на %1% гірше</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Що краще, а що гірше, залежить від величини: більше MB/s, IOPS або фіксацій за секунду — краще, менша затримка — краще. Різниця в межах 3% вважається відсутністю змін: настільки відрізняються два запуски на одному накопичувачі.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B відносно A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, на %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Ці запуски зроблено по-різному, тому їхні числа не можна порівнювати напряму. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Стерти %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Цей тест (%1) перезаписує %2 (%3). Усе, що на ньому є, буде втрачено: кожен розділ, кожен файл. Цю дію неможливо скасувати.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Щоб продовжити, введіть назву пристрою, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Назва пристрою</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Стерти і тестувати</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Протестувати порожній накопичувач %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) порожній: немає ні таблиці розділів, ні файлової системи — так надходить новий накопичувач. Тест (%3) перезаписує весь пристрій; усе, що на ньому є і чого DriveProof не розпізнає, буде втрачено.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Записати і тестувати</translation>
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
        <translation>Добрий</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Увага</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Поганий</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Стан: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, стан: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Тестувати цей накопичувач…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2, %1 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Виміряти %1: швидка перевірка, швидкість фіксацій, пропускна здатність та інше — в окремому вікні</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Швидка пе&amp;ревірка</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Виконати зараз чотири тести CrystalDiskMark, приблизно за %1, на тимчасовому файлі в %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Цей накопичувач порожній: немає таблиці розділів і файлової системи. Він лише для читання або зайнятий, тож на ньому можна запускати тільки тести читання.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Цей накопичувач порожній: немає таблиці розділів і файлової системи — так надходить новий накопичувач. Швидка перевірка, тест фіксацій і тривалий запис виконуються на всьому пристрої після одного підтвердження; розмічати його спершу не потрібно.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>Швидкій перевірці потрібна тека на цьому накопичувачі, а жодну з його файлових систем не змонтовано. Змонтуйте одну (у файловому менеджері або в «Дисках» GNOME) і натисніть «Оновити» (F5) або скористайтеся «Тестувати цей накопичувач…» для тестів читання всього пристрою (послідовне й випадкове читання, перевірка поверхні), які нічого не записують.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>Швидкій перевірці потрібна тека на цьому накопичувачі, у яку ви можете писати, а жодну з його файлових систем не змонтовано там, де вам можна писати. Змонтуйте одну в такому місці й натисніть «Оновити» (F5) або виберіть свою теку на ньому через «Тестувати цей накопичувач…».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Виміряти чотири тести CrystalDiskMark зараз, приблизно за %1, на порожньому пристрої %2 (один раз попросить підтвердження)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Читання…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Стан: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Немає даних про стан</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 — це файл, що використовується як накопичувач (%2): власних даних про стан він не має. Важить стан накопичувача, на якому зберігається файл.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — віртуальний диск: справжній накопичувач розташований на хості, і лише хост може прочитати його стан.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не повідомляє даних про стан, які може прочитати DriveProof.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Добрий</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>Накопичувач не знаходить у себе проблем. Це передбачає деякі відмови, але не всі: робіть резервні копії.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Увага</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Переконайтеся, що резервні копії актуальні, і незабаром перевірте цей накопичувач знову.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Поганий</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Негайно створіть резервну копію даних із цього накопичувача і заплануйте його заміну.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>Накопичувач не дав загальної оцінки свого стану.</translation>
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
        <translation>Години роботи</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Цикли ввімкнення</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Небезпечні вимкнення</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Скільки разів живлення зникало раніше, ніж накопичувача було попереджено: кожен такий випадок — момент, коли його кеш запису міг втратити дані.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Пошкоджені сектори</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Сектори, які накопичувач замінив або очікує замінити.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Помилки носія</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Дані, які накопичувач не зміг правильно прочитати або записати.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Доступний резерв</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Залишок резервних блоків для заміни зношених.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Знос</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>використано %1 розрахункового ресурсу</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Оцінка виробника; може перевищувати 100%.</translation>
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
            <numerusform>Усі записи, які зберігає накопичувач (%n)</numerusform>
            <numerusform>Усі записи, які зберігає накопичувач (%n)</numerusform>
            <numerusform>Усі записи, які зберігає накопичувач (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Визначено в: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Журнал самотестів, спершу нові:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Попередні запуски на %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Тут зберігається кожен запуск тесту на цьому накопичувачі. Відкрийте запуск, щоб знову побачити його результат, або виберіть два (утримуючи Ctrl, клацніть їх), щоб порівняти їх поруч.</translation>
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
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Попередні запуски</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Відкрити</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Порівняти два вибрані</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Вилучити…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Новий тест</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Читання історії…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Запусків ще немає. Завершені тести з&apos;являються тут автоматично.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Збережено %n запуск.</numerusform>
            <numerusform>Збережено %n запуски.</numerusform>
            <numerusform>Збережено %n запусків.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Виберіть рівно два запуски для порівняння</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Вилучення запусків</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Вилучити %n запуск з історії? Цю дію неможливо скасувати.</numerusform>
            <numerusform>Вилучити %n запуски з історії? Цю дію неможливо скасувати.</numerusform>
            <numerusform>Вилучити %n запусків з історії? Цю дію неможливо скасувати.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Виберіть два запуски одного тесту для порівняння</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметри</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Ідентифікація</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Файл-основа</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Інтерфейс</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>Ядро не повідомляє, як під&apos;єднано цей накопичувач.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Швидкість обертання невідома: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Носій</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Змінний</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Лише читання</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Виробник</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Серійний номер</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Мікропрограма</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Підключення</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>Пошук накопичувачів…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Перевірка розділів %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Перемикання кешу запису %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Читання кешу запису і стану %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 не запущено: показані дані отримано лише від ядра.</translation>
    </message>
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
        <translation>В&amp;ийти</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Свідок тесту втрати живлення…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Записувати на цьому комп&apos;ютері тест втрати живлення накопичувача іншого комп&apos;ютера</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>З&amp;міни</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Виберіть мову, одиниці швидкості передавання і типові параметри тестів</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Перегляд</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Оновити</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Знову прочитати список накопичувачів</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Про DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Накопичувачі</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Зайнято</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>На %1 виконується тест. Зупинити його і вийти?</numerusform>
            <numerusform>На %1 виконуються тести. Зупинити їх і вийти?</numerusform>
            <numerusform>На %1 виконуються тести. Зупинити їх і вийти?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Зупинити тест?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Завершені кроки зберігаються в історії; тимчасовий файл вилучається.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Зупинити і вийти</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Продовжити тестування</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Зупинити тест втрати живлення?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>Виконується тест втрати живлення. Вихід зупинить його без відключення живлення, тож цей запуск не зможе показати, чи зберігає накопичувач записані дані.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Відкрити звіт про накопичувач…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Оцінити накопичувач за його звітом smartctl або nvme-cli, наприклад надісланим продавцем</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Вставити &amp;звіт про накопичувач</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Оцінити звіт smartctl або nvme-cli з буфера обміну</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Небезпека</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка</translation>
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
        <translation>Спосіб фіксації</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Фіксацій/с</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Середнє µs</translation>
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
        <translation>Макс. µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Скидань кешу на фіксацію</translation>
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
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>not durable</source>
        <translation>ненадійно</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Розділи</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Початковий сектор</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Початок (байти)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Змонтовано в</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Вирівнювання</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Перевірка вирівнювання</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Читання таблиці розділів…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Що робити</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Розділи %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>Ядро не бачить розділів на цьому накопичувачі.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>Таблиця розділів не містить розділів.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>Таблиця розділів містить цей розділ, але ядро ще не має для нього файла пристрою (у деяких системах його додає &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>перевірка…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>Таблиця розділів не містила цього розділу.</translation>
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
        <translation>Кнопка «Почати тест» відкриває покроковий тест втрати живлення: він записує в тестовий файл (або на весь пристрій), повідомляє про кожну фіксацію свідка на другому комп&apos;ютері і просить вас висмикнути вилку з розетки. Після перезапуску DriveProof перевіряє, які підтверджені записи збереглися. Можна також потренуватися на цьому комп&apos;ютері з імітованим накопичувачем.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Тести:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Тести</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Де:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Розмір тесту:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Час на &amp;крок (секунди):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Читання чи запис:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>&amp;Простій між проходами (секунди):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Також виміряти з вимкненим &amp;кешем запису накопичувача, потім знову ввімкнути його</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Історія…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Попередні запуски на цьому накопичувачі та порівняння двох із них</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Почати тест</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Читання</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Суміш: 70% читання, 30% запису</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Триває стільки ж, скільки одноразовий запис %1: близько %2 при %3, на швидшому накопичувачі — менше.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Триває стільки ж, скільки одноразове читання %1: близько %2 при %3, на швидшому накопичувачі — менше.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>З цими параметрами триває близько %1.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>З цими параметрами триває близько %1, плюс трохи часу на підготовку тестового файла.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Цей тест перезаписує %1: усе, що на ньому є, буде втрачено — кожен розділ і кожен файл. Для підтвердження вас попросять ввести назву пристрою.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Лише читання з %1; нічого на ньому не зміниться. Для безпосереднього читання пристрою може знадобитися ваш пароль.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Записує лише до тимчасового файла у вибраній теці і потім вилучає його; більше нічого на накопичувачі не змінюється.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Лише читання. У теці тест спочатку записує тимчасовий файл, який читає, а потім вилучає його.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Відкриває покроковий тест втрати живлення</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>На %1 розташована запущена система: DriveProof ніколи її не перезаписує.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 або один із його розділів змонтовано чи використовується (LVM, RAID, зашифрований том). Щоб перезаписати його, спочатку демонтуйте.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 доступний лише для читання.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Тимчасовий файл у %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Можливо, вам не дозволено записувати сюди. Виберіть власну теку на цьому накопичувачі за допомогою пункту «Тимчасовий файл в іншій теці…».</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Тимчасовий файл в іншій теці…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Увесь пристрій %1, лише читання</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Увесь пристрій %1, зі стиранням усього на ньому</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Де виконується тест</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Повністю</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>Тест фіксацій завжди використовує 16 MiB, як pg_test_fsync, щоб його результати можна було порівнювати безпосередньо.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Яку частину накопичувача використовує тест. Кеші менше прикрашають результати на великих областях, але їх підготовка триває довше.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Розмір тесту</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Виберіть теку на накопичувачі, який слід тестувати</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Цей пристрій не має власного кешу запису, який можна перемкнути.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>Параметр кешу запису накопичувача невідомий (див. картку «Кеш запису»), тому його не можна перемкнути для тесту.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>Кеш запису накопичувача вже вимкнено: тест вимірює його в такому стані.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Цей накопичувач не дозволяє перемикати свій кеш запису.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>Вибрана тека розташована не на жодній із файлових систем цього накопичувача.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>Кеш вимикається для другого циклу вимірювань і потім знову вмикається — також якщо тест завершиться помилкою або буде скасований. Для перемикання може знадобитися ваш пароль.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Жодну файлову систему цього накопичувача не змонтовано, тож для тестового файлу немає теки. Змонтуйте одну (у файловому менеджері або в «Дисках» GNOME) і натисніть «Оновити» (F5) у головному вікні, виберіть теку через «Тимчасовий файл в іншій теці…» або візьміть тест читання (послідовне чи випадкове читання, перевірка поверхні), який прочитає весь пристрій без запису.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Виберіть, де виконувати тест: свою теку на цьому накопичувачі, через «Тимчасовий файл в іншій теці…».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Виберіть натомість теку на накопичувачі або тест читання.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 порожній: немає таблиці розділів і файлової системи — так надходить новий накопичувач. Цей тест перезаписує весь пристрій; підтвердження запитають один раз.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Увесь пристрій %1, він порожній</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Де тестувати</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>Тест записує до тестової області самоописові записи, фіксує їх так, як це робить база даних, і повідомляє про кожну фіксацію свідка. Файл на накопичувачі перевіряє весь стек: файлову систему, ядро і накопичувач.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;Тестова область:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Тестова область</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Розмір:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Розмір тестової області</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Більше за кеш накопичувача, щоб кеш не міг приховати записи. Для більшості накопичувачів досить 1 GiB.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Спосіб фіксації:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Спосіб фіксації</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Записів на фіксацію:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Записів на фіксацію</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 — фіксація кожного запису. Більше — пакетна групова фіксація, як у навантажених базах даних.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>Живлення втрачає &amp;лише накопичувач: я висмикну його кабель (USB або накопичувач із гарячим під&apos;єднанням)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Тестовий файл у %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Тестовий файл в іншій теці…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Увесь пристрій %1, зі стиранням усього на ньому</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Файлову систему цього накопичувача змонтовано або вона використовується: щоб перезаписати пристрій, спочатку демонтуйте її.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Виберіть теку на накопичувачі, який слід тестувати</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Тест перезапише %1: усе, що на ньому є, буде втрачено. Для підтвердження вас попросять ввести назву пристрою.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Режим висмикування кабелю: комп&apos;ютер працює далі, живлення втрачає лише накопичувач. Свідок може працювати на цьому комп&apos;ютері (сторінка свідка, адреса 127.0.0.1:7070), але його записи мають зберігатися на іншому диску, не на тестованому.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Живлення втрачає весь комп&apos;ютер: ви висмикнете його шнур живлення. Свідок працює на другому комп&apos;ютері.</translation>
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
        <translation>Що слід знати</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Читання ідентифікаційних даних, кешу запису і стану накопичувача… Для читання кешу або лічильників може знадобитися ваш пароль.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Тренування з накопичувачем, що обманює: він підтверджує записи, поки вони ще в його кеші, і втрачає їх під час відключення живлення. Очікуваний результат — FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Тренування з чесним накопичувачем: він зберігає кожен підтверджений запис. Очікується, що імітоване відключення буде пройдено.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Що відбувається:
1. DriveProof готує імітований накопичувач на 16 MiB і свідка на цьому комп&apos;ютері.
2. Він записує нумеровані записи, фіксує кожен і повідомляє про нього свідка; графік показує кількість фіксацій за секунду.
3. Коли фіксації йдуть рівномірно, з&apos;являється напис «Висмикніть вилку зараз»: натисніть «Відключити живлення». У справжньому тесті в цю мить ви висмикнули б шнур живлення.
4. Імітований накопичувач запускається знову, DriveProof читає його і порівнює із записами свідка.
5. Звіт показує, що накопичувач зберіг, а що втратив.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>Тест неможливо запустити: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof прочитав це перед тестом; він порівняє це після відключення живлення.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Накопичувач:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Серійний номер:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Мікропрограма:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Місткість:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Кеш запису:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Небезпечних вимкнень на цей момент:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>накопичувач їх не рахує</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Комп&apos;ютер:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Почніть тест: DriveProof підготує тестову область (це триває певний час), під&apos;єднається до свідка і почне запис. Дочекайтеся напису «Висмикніть вилку зараз».</translation>
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
        <translation>Що виявлено</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Підтверджені записи і відключення живлення</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Чи зараховується цей запуск?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Комп&apos;ютер і накопичувач на початку</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Що робити далі</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Експортувати &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Зберегти весь звіт як файл JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Тестувати знову</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Тренувальний запуск на імітованому накопичувачі, розпочатий %1. Жоден ваш накопичувач не тестувався.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Тест %1, розпочатий %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Свідок записав підтверджених записів: %1; перевірено блоків: %2.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>Втрачений хвіст: усі фіксації, підтверджені за останні %1 с до відключення.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Жоден підтверджений запис не втрачено і не пошкоджено.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Кожна точка — запис, підтвердження якого отримав свідок, у момент отримання; пунктирна лінія — момент, коли сторона запису замовкла, тобто орієнтовне відключення. Червоні точки — записи, які накопичувач втратив.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>Попередні збережені записи (%1) не показано.</translation>
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
        <translation>невідомо</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Комп&apos;ютер:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Накопичувач:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Місткість:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Кеш запису:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Спосіб фіксації:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Тестова область:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Ядро:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Небезпечних вимкнень до тесту:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>накопичувач їх не рахує</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Ідентифікатор запуску:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Це було тренування. Щоб протестувати справжній накопичувач, запустіть майстер знову і виберіть свідка на другому комп&apos;ютері.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Вимкніть кеш запису накопичувача (картка «Кеш запису» на сторінці накопичувача) і протестуйте знову: якщо тоді тест буде пройдено, тримайте кеш вимкненим для важливих даних.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Не довіряйте цьому накопичувачу дані, які мають пережити відключення живлення; може допомогти оновлення мікропрограми. Після будь-яких змін протестуйте знову.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Виправте те, що вказано в списку перевірок, і протестуйте знову.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Запустіть тест щонайменше п&apos;ять разів: один успішний запуск може бути випадковістю, а п&apos;ять означають конфігурацію, якій можна довіряти.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Експорт звіту</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файли JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Збережено %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Тренувальний запуск</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>Тест виконується</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Підготовка тестової області</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Фіксації, записи в процесі і зв&apos;язок зі свідком</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Висмикніть вилку зараз</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Натисніть «Відключити живлення». У справжньому тесті зараз слід було б висмикнути шнур живлення з комп&apos;ютера (а не натискати кнопку живлення).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Висмикніть кабель накопичувача зараз (лише USB-кабель або кабель живлення накопичувача). Не вимикайте комп&apos;ютер; під&apos;єднайте накопичувач знову через десять секунд. Свідок і його записи мають бути на іншому диску.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Висмикніть шнур живлення з комп&apos;ютера зараз (у ноутбука — також акумулятор). Не натискайте кнопку живлення і не завершуйте роботу: накопичувач має втратити живлення під час запису. Зачекайте десять секунд, під&apos;єднайте живлення знову і ввімкніть комп&apos;ютер: DriveProof відкриється сам і перевірить накопичувач.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Відключити живлення</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Імітувати відключення живлення: імітований накопичувач втрачає те, що тримав лише в кеші</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Зупинити без відключення</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Штатно завершити запуск; нічого не перевіряється</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 фіксацій/с · фіксацій: %2, у свідка: %3 · у процесі: %4 · свідок: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фіксацій за секунду</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Перевірка імітованого накопичувача: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Запуск завершився помилкою.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync після кожної фіксації (так роблять більшість баз даних)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync після кожної фіксації (також скидає метадані файла)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: кожен запис надійно збережено, щойно виклик повертається</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: кожен запис і його метадані надійно збережено, щойно виклик повертається</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Пройдено: накопичувач зберіг кожен підтверджений запис</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Не пройдено: накопичувач втратив або пошкодив підтверджені записи</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Без висновку: цей запуск не може довести надійність накопичувача</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>увімкнено</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Перевірка накопичувача після відключення живлення</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof запитує у свідка його записи, читає всю тестову область і порівнює кожен блок із тим, що підтвердив накопичувач. Свідок має бути запущений і доступний.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Якщо свідок недоступний, запустіть його знову на другому комп&apos;ютері (він зберіг свої записи на диску) і натисніть «Перевірити зараз». Тест лишається очікуваним, доки його не перевірять або не забудуть, і доти DriveProof відкриває цю сторінку під час кожного запуску.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Поступ перевірки</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Перевірити зараз</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Забути цей тест</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Вилучити очікуваний тест без перевірки</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, розпочато %2, свідок %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>тренувальний запуск</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Немає тестів, що очікують перевірки.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Очікують перевірки (перший перевіряється зараз):
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
        <translation>Свідок</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Другий комп&apos;ютер записує кожен запис, який підтверджує цей накопичувач, щоб після відключення живлення DriveProof знав, що накопичувач обіцяв.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>Свідком буде &amp;інший комп&apos;ютер</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Адреса свідка:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Адреса і порт свідка</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Код сполучення:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Код сполучення</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>На другому комп&apos;ютері відкрийте сторінку свідка DriveProof (меню «Свідок тесту втрати живлення…») або виконайте в терміналі &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot;. Він покаже код сполучення; введіть його тут разом з адресою, наприклад 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;Тренування на цьому комп&apos;ютері з імітованим накопичувачем</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Опануйте процедуру, не висмикуючи вилку: імітований накопичувач, свідок на цьому комп&apos;ютері та імітоване відключення живлення. На ваші накопичувачі нічого не записується.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>Імітований &amp;накопичувач:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Імітований накопичувач</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Чесний: зберігає кожен підтверджений запис</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Нечесний: підтверджує записи, які ще тримає в кеші</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Це не код сполучення: він складається з дванадцяти літер і цифр, наприклад K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Тест втрати живлення – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Тест втрати живлення %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Накопичувач і область</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Свідок</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Перевірка</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Запуск і відключення</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Звірка</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Звіт</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Назад</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Поточний крок</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Далі &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Перевірити цей комп&apos;ютер &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Почати тренування</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Почати тест</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Тест втрати живлення</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>імітований накопичувач</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Тренування втрати живлення на імітованому брехливому накопичувачі – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Тренування втрати живлення на імітованому чесному накопичувачі – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Звіт про накопичувач: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Відкрити звіт про накопичувач</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Звіти про накопичувачі (*.txt *.json *.log);;Усі файли (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>вставлений текст</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Затримка для:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Вимірювання, затримку якого показано</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Не вдалося записати %1: %2. Виберіть іншу теку.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Висновок</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Коротко</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Усі числа</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графіки</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Експортувати &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Зберегти все, що виміряв цей тест, для інших програм</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Експортувати &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Зберегти таблицю чисел для електронної таблиці</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Зберегти графіки як &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Зберегти зображення кожного графіка до теки</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Історія</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Попередні запуски на цьому накопичувачі та порівняння двох із них</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Новий тест</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Виконано на: %1, розпочато %2, тривалість %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Накопичувач: %1, серійний номер %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Накопичувач: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>Тест зупинився через помилку.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Ви скасували тест до того, як він щось виміряв.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Ви скасували тест. Нижче наведено числа кроків, що завершилися до скасування; висновок може бути неповним.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Цей результат не вдалося зберегти в історії: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Цей результат збережено в історії накопичувача, тож ви можете порівняти його з пізнішими запусками.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Цей тест вимірює швидкість і не дає власного висновку. Порівняйте числа з технічними характеристиками накопичувача або з попереднім запуском в історії.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Зберегти графіки до теки</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Експорт результату в JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Експорт чисел у CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файли JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Збережено %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Збережено %n файл у %1.</numerusform>
            <numerusform>Збережено %n файли у %1.</numerusform>
            <numerusform>Збережено %n файлів у %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Копіювати &amp;підсумок</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Кілька рядків з головними числами та висновками, щоб вставити в допис на форумі або у звіт про ваду</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Скопійовано: підсумок у буфері обміну, його можна вставити.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Параметри: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Небезпека</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Увага</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Добре</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 фіксацій/с</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>тимчасовий файл у %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>пристрій %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>невідома ціль</translation>
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
        <translation>Параметри: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Самотестування накопичувача</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Пристрій: %1, серійний номер %2</translation>
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
        <translation>Читання</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Запис</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не виміряно</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: не виміряно</translation>
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
        <translation>Поступ</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Показати:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Фіксацій за секунду</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Що показує графік</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Тим часом ви можете й далі користуватися DriveProof. Інші програми, які зараз працюють із цим накопичувачем, сповільнюють тест і змінюють його результати.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Скасування…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Скасувати тест</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Зупинити тест зараз; завершені кроки буде збережено</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>У тимчасовому файлі в %1, який потім буде вилучено.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>На файлі %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>На пристрої %1, з перезаписом його вмісту.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>На пристрої %1, лише читання.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Скасування: очікування, доки накопичувач завершить поточні операції введення-виведення, потім вилучення тимчасового файла…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Лишилося близько %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Час, що лишився: поки невідомо</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Зараз: %L1 фіксацій за секунду</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Зараз: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>близько %n хвилини</numerusform>
            <numerusform>близько %n хвилин</numerusform>
            <numerusform>близько %n хвилин</numerusform>
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
        <translation>Розширений тест</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Транспортний тест</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Перервати самотест</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>триває, виконано %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>Накопичувач виконує тест сам: це вікно можна закрити.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>самотест не триває</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Останній результат: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Як у системі (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>Мова вікон DriveProof. Зміна застосовується одразу і зберігається для наступного запуску. Мова системи визначається змінними середовища LANGUAGE і LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Швидкість передавання в:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Виробники накопичувачів і більшість тестів швидкодії вважають мегабайт рівним 1 000 000 байтів; багато файлових менеджерів рахують у мебібайтах — 1 048 576 байтів.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Типовий &amp;розмір тесту:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Що вікно вибору тесту пропонує першим. Там для кожного тесту можна вибрати інший розмір.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Типовий час на &amp;крок (секунди):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Скільки триває кожне вимірювання тесту — значення, яке вікно вибору тесту пропонує першим.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (мегабайти, 10⁶ байтів)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (мебібайти, 2²⁰ байтів)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>Власний для кожного тесту</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Пошук накопичувачів</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Оновити</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Пошук накопичувачів…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Читання того, що ядро знає про кожен накопичувач.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof не знайшов жодного накопичувача, який може прочитати. Так буває, якщо:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Не під&apos;єднано жодного накопичувача. Під&apos;єднайте накопичувач і натисніть «Оновити» (F5); USB-накопичувач може з&apos;явитися лише за кілька секунд.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof працює в контейнері або пісочниці (Docker, Flatpak, Snap), яка приховує накопичувачі машини (/sys/block і /dev). Запустіть програму на хості або надайте пісочниці доступ до накопичувачів.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Програмі не дозволено читати відомості про накопичувачі: система обмежує доступ до /sys або /dev. Зверніться до адміністратора або виконайте driveproof-cli list, щоб побачити, що повідомляє ядро.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 не запущено, тому опитано лише ядро. Запустіть його командою &quot;systemctl start udisks2&quot; і натисніть «Оновити».</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Накопичувачів не знайдено</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Копіювати як &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Тестування накопичувача</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Виміряйте, як швидко цей накопичувач виконує фіксації, послідовний і довільний доступ, і чи не підтверджує його кеш записи раніше, ніж вони в безпеці. Тести записують лише до тимчасового файла у вибраній вами теці, якщо ви не виберете сам пристрій; вони виконуються в окремому вікні.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Швидкість &amp;фіксацій…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Скільки надійних фіксацій за секунду, як у pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Усі тести…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Історія…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Попередні запуски на цьому накопичувачі та порівняння двох із них</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>На цьому накопичувачі виконується тест; його вікно показує поступ.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Тест втрати живлення</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Чотири тести CrystalDiskMark за один раз: послідовне читання і запис блоками по 1 MiB з 8 і з 1 запитом у черзі, потім довільне читання і запис блоками по 4 KiB з 32 і з 1 запитом у черзі. Найшвидший спосіб перевірити, чи працює накопичувач так, як обіцяє коробка.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Скільки разів за секунду накопичувач надійно фіксує невеликий запис, виміряно як у pg_test_fsync з PostgreSQL: усі способи синхронізації, фіксації по 8 kB і 16 kB, а також звичайні записи як основа для порівняння. Також підраховуються скидання кешу, що доходять до накопичувача. Якщо жорсткий диск фіксує швидше, ніж обертаються його пластини, його кеш підтверджує записи раніше, ніж вони в безпеці.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Послідовне читання і запис блоками по 1 MiB з 8 і з 1 запитом у черзі: швидкість копіювання великих файлів.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Записує всю тестову область один раз, від початку до кінця, і малює швидкість у міру заповнення. Багато SSD записують швидко лише доти, доки не заповниться їхній кеш, а потім сповільнюються: виберіть розмір тесту, більший за цей кеш, — десятки гігабайтів для великого SSD.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Читає всю тестову область від початку до кінця і малює швидкість залежно від позиції. Жорсткий диск швидший на зовнішньому краї; провали і зупинки вказують на області, що потребують повторних спроб.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Довільне читання, запис і суміш із 70% читання блоками по 4 KiB, з 1 і з 32 запитами в черзі: те, що відчувають бази даних, віртуальні машини і програми під час запуску.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>Довільне введення-виведення за всіх розмірів блока від 512 байтів до 16 MiB: де накопичувач досягає найвищої швидкості передавання і як кількість операцій за секунду падає зі зростанням блоків.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>Довільне введення-виведення з 1–256 запитами в черзі: скільки паралелізму потрібно накопичувачу, щоб показати найкращий результат.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>Довільне введення-виведення з 1–96 потоками: як накопичувач і ядро даються раду з багатьма програмами одночасно.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Двічі читає ті самі довільні блоки з простоєм між проходами. Гібридний накопичувач (SSHD) або багаторівневий кеш тим часом переносить гарячі дані на флеш-пам&apos;ять, тому другий прохід значно швидший.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Перевіряє, чи зберігає накопичувач підтверджені записи, коли зникає живлення: DriveProof записує нумеровані записи, ви висмикуєте вилку, а після перезапуску він перевіряє, що збереглося. Другий комп&apos;ютер як свідок записує кожен підтверджений запис; можна також потренуватися на цьому комп&apos;ютері з імітованим накопичувачем. Тест записує до тестового файла (або, з вашого підтвердження, до розділу) і триває кілька хвилин плюс перезапуск.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n хвилина</numerusform>
            <numerusform>%n хвилини</numerusform>
            <numerusform>%n хвилин</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 год %2 хв</translation>
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
        <translation>Топологія</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>Ядро не повідомляє розміру: можливо, у пристрій не вставлено носія.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Логічний сектор</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>Найменша одиниця, яку може адресувати накопичувач.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Фізичний сектор</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>Одиниця, якою накопичувач записує дані всередині. Розділи мають починатися на значенні, кратному їй.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>Мінімальне введення-виведення</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>Оптимальне введення-виведення</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не повідомляється</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>Накопичувач не вказує бажаного розміру введення-виведення; більшість накопичувачів цього не роблять.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Зміщення вирівнювання</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Наскільки сектор 0 зміщений відносно межі фізичного сектора. Майже завжди 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Що вважає ядро: у режимі «write back» воно просить накопичувач скидати свій кеш. Власний параметр накопичувача може відрізнятися.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Кеш запису (за даними ядра)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ядро не повідомляє режиму кешу запису для цього пристрою.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ядро може вимагати, щоб окремі записи потрапили на постійний носій без скидання всього кешу.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>Ядро не повідомило цього значення.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>лише його розділи, див. «Розділи»</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>не змонтовано</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Змонтовано в</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Утримується</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічим</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Пристрої device-mapper, RAID або LVM, побудовані поверх усього накопичувача.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (використовується)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Формати LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Розміри сектора, з якими можна відформатувати цей простір імен NVMe, і наскільки швидким накопичувач сам називає кожен (Identify Namespace). Зміна стирає простір імен; DriveProof ніколи цього не робить.</translation>
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
        <translation>Шари</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Доходить до накопичувача</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>читання…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>до файлу loop-пристрою</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>ні: один із шарів відкидає його</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>ні: накопичувач його не приймає</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>увімкнено</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>замасковано</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>не встановлено</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd не запущено)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Від %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: обмеження discard не вказано</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: відкидає discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: пропускає discard, гранулярність %2, до %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>Чи він новий? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Не вдалося зберегти значення: запис у %1 неможливий.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>Заявлений &amp;ресурс:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> ТБ запису</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>не вказано</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Запам’ятати для цієї моделі</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Обсяг запису в терабайтах (TBW), на який паспорт виробника розраховує цю модель. Зберігається для всіх накопичувачів тієї ж моделі.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof не може бути свідком на %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: запуск %2 розпочато.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: запуск %2 знову на зв&apos;язку.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: запуск %2 замовк — орієнтовне відключення живлення.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: запуск %2 зупинився через помилку запису: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: запуск %2 завершився штатно, без відключення живлення.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: надійшов результат запуску %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: з&apos;єднання відхилено: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: неможливо записати журнал: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>журнал пошкоджено</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>помилка запису</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>завершено штатно</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>мовчить: відключення живлення?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>з&apos;єднано, запис</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>з&apos;єднано, підготовка</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>очікування сторони запису</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (%2 с тому)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>отримано</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Код сполучення %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Зупинити свідка</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Запустити свідка</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Прослуховування порту %1. Записи кожного запуску зберігаються в %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>На тестованому комп&apos;ютері введіть одну з цих адрес свідка: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Прослуховування не ведеться.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Свідок тесту втрати живлення – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Стати свідком тесту втрати живлення</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>Комп&apos;ютер, накопичувач якого тестується, повідомляє цьому комп&apos;ютеру через мережу про кожен запис, підтверджений його накопичувачем. Після відключення живлення ці записи показують, які підтверджені записи накопичувач втратив. Під час тесту не вимикайте цей комп&apos;ютер і не відключайте його від живлення.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Прослуховувати:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Адреса і порт для прослуховування</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 — прослуховування в усіх мережах цього комп&apos;ютера</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Код сполучення</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Новий код</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>На тестованому комп&apos;ютері відкрийте тест втрати живлення і введіть адресу цього комп&apos;ютера (разом із портом) і цей код. З термінала: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Замість цієї сторінки можна виконати тут &quot;driveproof-cli witness&quot;.</translation>
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
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Фіксації</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Мовчить з</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Запуски, які записує цей свідок</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Остання подія</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Кеш запису</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Зберегти після перезавантаження</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Енергозалежний кеш запису пришвидшує запис, але в разі збою живлення може втратити вже підтверджені дані. Коли кеш увімкнено, фіксації надійні, лише поки ядро надсилає скидання кешу, а накопичувач їх виконує; коли його вимкнено, кожен запис потрапляє на носій до підтвердження.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Кеш накопичувача</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>читання…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Не вдалося прочитати параметр накопичувача; див. нижче.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Прочитано через</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Лише дані ядра: тут немає кешу на рівні накопичувача, який DriveProof міг би прочитати чи перемкнути.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Цей накопичувач не має енергозалежного кешу запису: кожен запис потрапляє на носій до підтвердження. Перемикати нічого.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Цей накопичувач не дозволяє змінювати параметр кешу запису. Можливо, це вміє утиліта виробника.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>Накопичувач не повідомив, чи ввімкнено його кеш, тому DriveProof не пропонує перемикача.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>не застосовується</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Власний кеш має лише справжній накопичувач; див. примітку нижче.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>Накопичувач не має енергозалежного кешу запису.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>увімкнено</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>Накопичувач не повідомив свого поточного параметра.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>За даними ядра</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>Ядро не повідомляє режиму кешу запису для цього пристрою.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Що вважає ядро (queue/write_cache). У режимі «write back» воно просить накопичувач скинути кеш, коли програма фіксує дані.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>Ядро не повідомляє, чи використовує воно Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>так: окремі записи можна примусово записати на носій</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: ядро може вимагати, щоб окремі записи потрапили на постійний носій без скидання всього кешу.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, udisks2 застосовує знову під час кожного завантаження</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, збережено в накопичувачі</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Збережений параметр</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>Параметр, який накопичувач знову отримує після вимкнення і ввімкнення живлення.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>до наступного вимкнення живлення або назавжди з «Зберегти після перезавантаження» (udisks2 застосовує його знову під час кожного завантаження)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>до наступного вимкнення живлення або назавжди з «Зберегти після перезавантаження» (зберігається в накопичувачі)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>до наступного вимкнення живлення</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Зміна діє</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Очікування дозволу… Якщо відкрилося вікно введення пароля, дайте відповідь у ньому.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Перемикання…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Готово: кеш накопичувача тепер увімкнено (повторно прочитано з накопичувача).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Готово: кеш накопичувача тепер вимкнено (повторно прочитано з накопичувача).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>Накопичувач не прийняв нового параметра: його кеш і далі вимкнено.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>Накопичувач не прийняв нового параметра: його кеш і далі ввімкнено.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Вимкнути кеш</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Увімкнути кеш</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Вимкнути кеш запису %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Увімкнути кеш запису %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Вимкнений кеш сповільнює фіксації, часто в багато разів, але робить їх надійними: підтверджені записи вже на носії, навіть якщо накопичувач ігнорує скидання кешу.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Увімкнений кеш пришвидшує запис. Фіксації лишаються надійними, лише поки ядро надсилає скидання кешу, а накопичувач їх виконує.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 зберігає параметр і застосовує його знову під час кожного завантаження.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>Накопичувач зберігає параметр і тримає його після вимкнення і ввімкнення живлення.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Чому це важливо</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Не вдалося оцінити дані SMART накопичувача: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>Самодіагностику SMART накопичувача пройдено, він не повідомляє про пошкоджені сектори, і жоден атрибут не виходить і не виходив за свій поріг.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Атрибут, що передбачає відмову, у минулому виходив за свій поріг. Робіть резервні копії і стежте за цим накопичувачем.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>Накопичувач має %n пошкоджений сектор (перепризначений або такий, що очікує перепризначення). Робіть резервні копії і незабаром перевірте знову: зростання кількості означає, що накопичувач зношується.</numerusform>
            <numerusform>Накопичувач має %n пошкоджені сектори (перепризначені або такі, що очікують перепризначення). Робіть резервні копії і незабаром перевірте знову: зростання кількості означає, що накопичувач зношується.</numerusform>
            <numerusform>Накопичувач має %n пошкоджених секторів (перепризначених або таких, що очікують перепризначення). Робіть резервні копії і незабаром перевірте знову: зростання кількості означає, що накопичувач зношується.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Атрибут, що передбачає відмову, зараз виходить за свій поріг: накопичувач очікує відмови. Створіть резервну копію даних і замініть накопичувач.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>Накопичувач має більше пошкоджених секторів, ніж дозволяє його поріг. Створіть резервну копію даних і замініть накопичувач.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>Власна самодіагностика SMART накопичувача повідомляє про відмову. Негайно створіть резервну копію даних і замініть накопичувач.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart дала оцінку, невідому цій версії DriveProof.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 не має даних ATA про стан: це не накопичувач ATA (loop-, віртуальні та NVMe-пристрої їх не мають).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>Накопичувач у %1 не підтримує SMART, тому не повідомляє даних про стан.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART на цьому накопичувачі вимкнено, тому він не повідомляє даних про стан. DriveProof не вмикає його самостійно; це робить &apos;smartctl -s on&apos;.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 не повідомляє даних ATA SMART: це не накопичувач ATA, або його USB-міст не передає команд SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Не вдалося прочитати дані SMART з %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Неочікувані втрати живлення (атрибут SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Небезпечні вимкнення (атрибут SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Аварійне паркування головок під час вимкнення (атрибут SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>Відповідь накопичувача на SMART RETURN STATUS не надійшла (регістри були відсутні або містили невідому відповідь), тому його власна оцінка невідома; атрибути показано так, як їх прочитано.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 — не дамп SMART libatasmart (з позначеними розділами IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 — віртуальний диск (%2), він не відповідає на команди ATA щодо стану: стан накопичувачів за ним можна прочитати на хості.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 — пристрій типу %2: він не має власних даних про стан, які можна прочитати.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>У відповіді допоміжної програми щодо стану не вказано пристрою.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Критичне попередження: резервна місткість опустилася нижче порогу накопичувача.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Критичне попередження: температура вийшла за межі, допустимі для накопичувача.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Критичне попередження: надійність накопичувача знижено через помилки носія або внутрішню помилку. Створіть резервну копію його даних.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Критичне попередження: накопичувач перевів свій носій у режим лише для читання. Скопіюйте його дані в інше місце.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Критичне попередження: резервне живлення енергозалежної пам&apos;яті накопичувача відмовило, тому кешовані записи можуть бути втрачені під час відключення живлення.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Критичне попередження: область постійної пам&apos;яті накопичувача перейшла в режим лише для читання.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Критичне попередження: встановлено біт %1, невідомий цій версії DriveProof.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Лишилося лише %L1% резервної місткості — нижче порогу накопичувача %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>Накопичувач використав %L1% розрахункового ресурсу: на нього записано більше, ніж передбачено конструкцією.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>Накопичувач використав %L1% розрахункового ресурсу.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>Накопичувач зареєстрував %Ln помилку носія або цілісності даних.</numerusform>
            <numerusform>Накопичувач зареєстрував %Ln помилки носія або цілісності даних.</numerusform>
            <numerusform>Накопичувач зареєстрував %Ln помилок носія або цілісності даних.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>Температура накопичувача — %L1 °C, що не нижче його критичної температури %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>Температура накопичувача — %L1 °C, що не нижче його порогу попередження %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>Температура накопичувача — %L1 °C, що не нижче %L2 °C, за якої більшість накопичувачів сповільнюються, щоб охолонути.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>Журнал стану NVMe не повідомляє про проблеми.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>Відповідь допоміжної програми щодо стану містить причину без коду. Перезапустіть DriveProof після оновлення.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>Відповідь допоміжної програми щодо стану містить причини у формі, яку ця версія не читає. Перезапустіть DriveProof після оновлення.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Причина %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Частота помилок читання; значення необробленого числа визначає виробник.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Час, за який пластини набирають повну швидкість.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Скільки разів шпиндель запускався і зупинявся.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Сектори, визнані поганими й замінені резервними; у нового накопичувача їх 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Частота помилок позиціювання головок; значення необробленого числа визначає виробник.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Години, протягом яких накопичувач був увімкнений.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Скільки разів шпинделю знадобилося більше однієї спроби, щоб розкрутитися.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Скільки разів накопичувач вмикали.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Наскільки зношена флеш-пам&apos;ять (цикли стирання); нормалізоване значення падає зі зношуванням.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Скільки разів зникало живлення без попередження накопичувача комп&apos;ютером.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Блоки, що вийшли з ладу під час роботи.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Дані, пошкоджені всередині накопичувача між інтерфейсом і носієм.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Читання, які накопичувач не зміг виправити й повідомив як помилки.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Команди, що перевищили час очікування, часто через кабель або живлення.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Температура повітря навколо накопичувача.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Скільки разів головки аварійно паркувалися через зникнення живлення.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Скільки разів головки паркувалися й завантажувалися знову.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Температура накопичувача.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Скільки разів сектори переносилися в резерв.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Сектори, які не вдалося прочитати і які чекають перезапису або заміни.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Сектори, які не змогла прочитати власна перевірка накопичувача.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Передачі, спотворені в кабелі; зростання лічильника вказує на поганий кабель чи роз&apos;єм, а не на поганий накопичувач.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Обсяг, записаний на накопичувач, в одиницях виробника (часто секторах по 512 байтів).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Обсяг, прочитаний з накопичувача, в одиницях виробника (часто секторах по 512 байтів).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Визначається виробником накопичувача; значення різниться між моделями.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (мінімум %2, максимум %3)</translation>
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
        <translation>%1 год</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1: %2 байтів замість 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>Накопичувач не повернув стан SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 під&apos;єднано через USB-міст (%2, драйвер %3), який не пропускає команди ATA (SAT), тож записи SMART накопичувача через нього не прочитати. Під&apos;єднайте накопичувач через SATA, щоб прочитати їх.</translation>
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
        <translation>Атрибут %1 (%2) налічує %3. Серед жорстких дисків, що відмовили в Backblaze, він був більшим за нуль у %4, а серед тих, що працювали далі, — у %5 (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>У парку Google після першої такої події накопичувачі в %1 разів частіше відмовляли протягом 60 днів (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Передвідмовний</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Зношення</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Завжди</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Офлайн</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Помилки, які накопичувач записав за все життя; кожна — це невдала команда.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (за все життя від %2 до %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>Температура накопичувача та її діапазон за все життя за станом SCT.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 хв</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Проблеми, про які накопичувач повідомляє сам (резерв, температура, надійність, лише читання, резервне живлення); 0 — немає.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>Загальна температура накопичувача.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (поріг %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Залишок резерву флеш-пам&apos;яті для заміни зношених блоків; нижче порога накопичувач попереджає.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>Оцінка виробника, яку частку розрахункового ресурсу використано; може перевищувати 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>Такі самі попередження для груп зносостійкості накопичувача; 0 — немає.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Обсяг, прочитаний комп&apos;ютером, в одиницях по 512 000 байтів.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Обсяг, записаний комп&apos;ютером, в одиницях по 512 000 байтів.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Команди читання, виконані накопичувачем.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Команди запису, виконані накопичувачем.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Хвилини, коли накопичувач був зайнятий командами.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Дані, які накопичувач не зміг правильно прочитати або записати.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Записи в журналі помилок накопичувача за все життя; багато з них — нешкідливі відхилені команди.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Хвилини вище температури попередження накопичувача.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Хвилини вище критичної температури накопичувача.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Температура одного датчика всередині накопичувача.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Скільки разів накопичувач трохи сповільнювався, щоб охолонути.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Скільки разів накопичувач сильно сповільнювався, щоб охолонути.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Секунди легкого сповільнення через нагрів.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Секунди сильного сповільнення через нагрів.</translation>
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
        <translation>Значення</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Найгірше</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Поріг</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Оновлення</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Коли відмова</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Необроблене значення</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значення атрибута</translation>
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
        <translation>Години роботи</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Перший збійний сектор</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Журнал самотестів: порожній.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>Накопичувач або міст перед ним відмовив: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Відмова зараз</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Відмова в минулому</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Не вдалося декодувати дані, повернуті %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>У журналі самотестів NVMe %1 байтів замість %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не підтримує транспортний самотест.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Накопичувач %1 не підтримує самотести.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>На %1 уже триває самотест (виконано %2%): дочекайтеся його завершення або спершу перервіть його.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>На %1 триває тест DriveProof: самотест зараз завадив би йому. Запустіть самотест, коли тест завершиться.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не приймає команди самотесту.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Офлайн-перевірка</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Короткий</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Розширений</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Транспортний</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Вибірковий</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Визначається виробником</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Завершено без помилок</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Перервано комп&apos;ютером</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Перервано скиданням</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Не завершено: фатальна помилка</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Не пройдено (частина невідома)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Не пройдено: електрична частина</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Не пройдено: сервосистема або позиціювання</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Не пройдено: помилка читання</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Не пройдено: підозра на пошкодження під час поводження</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Виконується</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Невідомий стан %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Перервано: видалено простір імен</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Перервано: накопичувач відформатовано</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Не пройдено в сегменті %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Перервано з невідомої причини</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Перервано: накопичувач очищено (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Схожий на новий: %1 год роботи, %2 вмикань, записано %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Уже використовувався: %1 год роботи, %2 вмикань, записано %3. Накопичувач, проданий як новий, має щонайбільше кілька заводських годин.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Накопичувач налічує 0 год роботи, але записано %1: можливо, його лічильники скинуто.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>Накопичувач налічує %1 вмикань за %2 год роботи — більше, ніж вміщують ці години: можливо, його лічильники скинуто.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>Записано %1 з %2, заявлених виробником для цієї моделі (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Від першого читання DriveProof (%1): %2 год, записано %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>новий</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>використовувався</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>можливо, скинуто</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace закороткий (%1 байт) для своїх форматів LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace перелічує більше форматів LBA (%1), ніж їх може бути (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace повідомляє, що використовується формат LBA %1, але перелічує лише формати 0–%2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Використовується: формат LBA %1, сектори по %2 байт із %3 байт метаданих; накопичувач оцінює його як «%4».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>Накопичувач пропонує сектори по %5 байт з оцінкою «%6» — швидші за сектори по %2 байт, що використовуються («%3»). Перехід означає переформатування простору імен, яке стирає все, що на ньому є: nvme format %1 --lbaf=%4 — DriveProof ніколи цього не робить.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Жоден із форматів LBA, які пропонує накопичувач (%1), не оцінено як швидший за той, що використовується.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>Простір імен пропонує лише формат LBA, що використовується.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>Формат LBA %1 несе %2 байт метаданих на сектор; їх використовує лише ПЗ, що працює з метаданими (наскрізний захист).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Примітка щодо формату LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>найкраща</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>краща</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>добра</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>знижена</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>недоступний</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 байт, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 байт + %2 байт метаданих, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>залишилося %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>використано %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>Атрибут %1 (%2) дорівнює %3, тобто не вище за свій поріг %4: вузол, за яким він стежить, зношений або відмовляє, хоча накопичувач не вважає це передбаченням відмови.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Журнал помилок: остання помилка сталася на %1 год роботи.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Журнал самотестів: останній самотест виконано на %1 год роботи.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>У журналі помилок є помилка на %1 год роботи, але лічильник годин роботи показує %2 год: лічильник пішов назад (його скинуто або він переповнився), тож за ним не можна сказати, скільки використовувався накопичувач.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>У журналі самотестів є тест на %1 год роботи, але лічильник годин роботи показує %2 год: лічильник пішов назад (його скинуто або він переповнився), тож за ним не можна сказати, скільки використовувався накопичувач.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>Журнал FARM налічує %1 год роботи, але лічильник SMART показує %2: лічильник SMART було скинуто, і накопичувач використовувався щонайменше %1 год.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Години обертання шпинделя в журналі FARM (%1) перевищують його години роботи (%2): його години роботи теж було скинуто.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>Години польоту головок у журналі FARM (%1) перевищують його години роботи (%2): його години роботи теж було скинуто.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Журнал FARM: %1 год роботи, %2 год обертання шпинделя, %3 год польоту головок; накопичувач зібрано на %4-му тижні %5 року.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Журнал FARM: %1 год роботи, %2 год обертання шпинделя, %3 год польоту головок.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Немає дозволу на використання %1: автентифікацію скасовано або відхилено.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Не вдалося запитати polkit, чи можна використовувати %1 (%2). Переконайтеся, що polkit встановлено і запущено, потім повторіть спробу.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Немає дозволу на використання %1: потрібна автентифікація, але жоден агент автентифікації не зміг її запитати. Запустіть DriveProof із сеансу стільниці або виконайте pkttyagent у цьому терміналі.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Немає дозволу на використання %1. Попросіть адміністратора дозволити це.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — символічне посилання. Вкажіть сам файл пристрою, як його показує lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 використовується: його змонтовано, або інша програма тримає його в монопольному доступі. Демонтуйте його або закрийте ту програму, потім повторіть спробу.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не вдалося відкрити %1 (%2): пристрій зник або в ньому немає носія.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Не вдалося відкрити %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” — не той шлях до пристрою, який приймає допоміжна програма. Вкажіть назву блокового пристрою в ядрі, наприклад /dev/sdb або /dev/nvme0n1, а не символічне посилання на зразок /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 — не блоковий пристрій, відомий ядру (у /sys/class/block немає “%2”). Перевірте назву за допомогою lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 — не файл блокового пристрою.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 — це пристрій %2, але, за даними ядра, %4 — це %3: файл пристрою не належить цьому пристрою. Відмовлено у відкритті.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 — це розділ, а ця дія працює з усім накопичувачем. Використайте %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 зник під час перевірки.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 використовується, і його неможливо відкрити для запису: %2 Спочатку демонтуйте його, виконайте swapoff або зупиніть те, що його використовує.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 змінився під час відкриття: це вже не той пристрій, який ядро показує під цією назвою. Відмовлено.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Невідомий параметр “%1” або значення неправильного типу для %2. Відомі параметри: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Невідомий режим “%1” для %2. Використовуйте “r”, “w” або “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Невідомий прапорець “%1” для %2. Відомі прапорці: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Помилка команди для %1.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 зник під час читання.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Привілейована допоміжна програма DriveProof, системна служба D-Bus (%1). D-Bus запускає її, коли вона потрібна DriveProof; вона не призначена для запуску вручну.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Для тестів: працювати на шині за адресою ADDRESS замість системної шини і звертатися до polkit, знайденого там.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Завершити роботу після SECONDS секунд без викликів (типово %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Невідома дія самотесту «%1» для %2. Використовуйте «short», «extended», «conveyance», «abort» або «status».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>На %1 триває тест DriveProof: самотест зараз завадив би йому. Запустіть самотест, коли тест завершиться.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Невідоме призначення «%1» для %2. Відомі призначення: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Перевірка ємності записує на %1: відкрийте його в режимі «rw».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln блок містить саме те, що має.</numerusform>
            <numerusform>%Ln блоки містять саме те, що мають.</numerusform>
            <numerusform>%Ln блоків містять саме те, що мають.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln блок містить дані, записані в інше місце.</numerusform>
            <numerusform>%Ln блоки містять дані, записані в інше місце.</numerusform>
            <numerusform>%Ln блоків містять дані, записані в інше місце.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln блок містить дані з часу до цього тесту: накопичувач забув підготовку.</numerusform>
            <numerusform>%Ln блоки містять дані з часу до цього тесту: накопичувач забув підготовку.</numerusform>
            <numerusform>%Ln блоків містять дані з часу до цього тесту: накопичувач забув підготовку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln блок наполовину старий, наполовину новий: запис розірвався всередині блока.</numerusform>
            <numerusform>%Ln блоки наполовину старі, наполовину нові: запис розірвався всередині блока.</numerusform>
            <numerusform>%Ln блоків наполовину старі, наполовину нові: запис розірвався всередині блока.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln блок має інвертовані біти.</numerusform>
            <numerusform>%Ln блоки мають інвертовані біти.</numerusform>
            <numerusform>%Ln блоків мають інвертовані біти.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln блок читається як нулі.</numerusform>
            <numerusform>%Ln блоки читаються як нулі.</numerusform>
            <numerusform>%Ln блоків читаються як нулі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln блок читається як стертий (усі одиниці).</numerusform>
            <numerusform>%Ln блоки читаються як стерті (усі одиниці).</numerusform>
            <numerusform>%Ln блоків читаються як стерті (усі одиниці).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln блок містить дані, яких ніхто не записував.</numerusform>
            <numerusform>%Ln блоки містять дані, яких ніхто не записував.</numerusform>
            <numerusform>%Ln блоків містять дані, яких ніхто не записував.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln блок неможливо прочитати.</numerusform>
            <numerusform>%Ln блоки неможливо прочитати.</numerusform>
            <numerusform>%Ln блоків неможливо прочитати.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln підтверджений запис втрачено.</numerusform>
            <numerusform>%Ln підтверджені записи втрачено.</numerusform>
            <numerusform>%Ln підтверджених записів втрачено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln підтверджений запис зберігся лише частково.</numerusform>
            <numerusform>%Ln підтверджені записи збереглися лише частково.</numerusform>
            <numerusform>%Ln підтверджених записів збереглися лише частково.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln підтверджений запис втрачено, хоча пізніші збереглися: накопичувач змінює порядок записів через скидання кешу.</numerusform>
            <numerusform>%Ln підтверджені записи втрачено, хоча пізніші збереглися: накопичувач змінює порядок записів через скидання кешу.</numerusform>
            <numerusform>%Ln підтверджених записів втрачено, хоча пізніші збереглися: накопичувач змінює порядок записів через скидання кешу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln підтверджений запис безпосередньо перед відключенням втрачено: накопичувач підтверджує скидання кешу раніше, ніж дані в безпеці.</numerusform>
            <numerusform>%Ln підтверджені записи безпосередньо перед відключенням втрачено: накопичувач підтверджує скидання кешу раніше, ніж дані в безпеці.</numerusform>
            <numerusform>%Ln підтверджених записів безпосередньо перед відключенням втрачено: накопичувач підтверджує скидання кешу раніше, ніж дані в безпеці.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>Після відключення живлення накопичувач взагалі неможливо прочитати.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>Після відключення живлення змінилися ідентифікаційні дані або місткість накопичувача.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln блок, записаний лише до тесту, пошкоджено: дані, що просто зберігаються, на цьому накопичувачі не в безпеці.</numerusform>
            <numerusform>%Ln блоки, записані лише до тесту, пошкоджено: дані, що просто зберігаються, на цьому накопичувачі не в безпеці.</numerusform>
            <numerusform>%Ln блоків, записаних лише до тесту, пошкоджено: дані, що просто зберігаються, на цьому накопичувачі не в безпеці.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln суперечність між записами свідка і планом тесту: це вада DriveProof, тож цей запуск нічого не доводить.</numerusform>
            <numerusform>%Ln суперечності між записами свідка і планом тесту: це вада DriveProof, тож цей запуск нічого не доводить.</numerusform>
            <numerusform>%Ln суперечностей між записами свідка і планом тесту: це вада DriveProof, тож цей запуск нічого не доводить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Усі підтверджені записи (%Ln) втрачено.</numerusform>
            <numerusform>Усі %Ln підтверджені записи втрачено.</numerusform>
            <numerusform>Усі %Ln підтверджених записів втрачено.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Це були останні записи перед відключенням: накопичувач підтверджує скидання кешу раніше, ніж дані в безпеці.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Неможливо записати сіль свідка %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Неможливо записати журнал свідка %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Пошкоджений запис журналу за зміщенням %1 байтів, за яким ідуть справні записи.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>Запис журналу за зміщенням %1 байтів суперечить попереднім даним запуску.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Неможливо обрізати розірваний кінець журналу.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>Імітований накопичувач уже запущено.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>Програму імітованого накопичувача %1 не знайдено. Встановіть DriveProof повністю (програма розташована в libexec) або вкажіть шлях до неї в DRIVEPROOF_LYINGDISK.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Неможливо створити теку для імітованого накопичувача.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>У цій теці вже щось змонтовано. Спочатку демонтуйте це (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Неможливо запустити імітований накопичувач: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>Імітований накопичувач зупинився, перш ніж був готовий (код завершення %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>Імітований накопичувач не з&apos;явився протягом %1 с: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>Імітований накопичувач не запущено.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Неможливо надіслати сигнал імітованому накопичувачу.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>Імітований накопичувач не підтвердив відключення живлення.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Неможливо демонтувати імітований накопичувач. Виконайте: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>Імітований накопичувач не зупинився вчасно; його примусово завершено, а його кеш втрачено.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>Збій імітованого накопичувача під час зупинки: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо зберегти очікуваний тест у %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо записати запис автозапуску %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>Для режиму тренування потрібен FUSE, а /dev/fuse тут використовувати неможливо.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>Для режиму тренування потрібен fusermount3 (пакунок fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>Для режиму тренування потрібен driveproof-lyingdisk, який не встановлено.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Неможливо створити тимчасову теку для тренування.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; — не код сполучення.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Імітований накопичувач DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>нечесний</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>чесний</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Тренування скасовано.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>простій</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>запуск імітованого накопичувача і свідка</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>підготовка</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>запис</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>відключення живлення</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>перевірка</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Це віртуальна машина: висмикування її віртуальної вилки перевіряє систему зберігання хоста, а не накопичувач. Запустіть тест на справжньому обладнанні.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>Машина працює від акумулятора: якщо висмикнути вилку, живлення не зникне. Вийміть акумулятор або скористайтеся машиною без нього.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>Накопичувач під&apos;єднано через USB-міст, який може мати власний кеш і власні правила скидання: висновок стосується мосту і накопичувача разом.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>Кеш запису накопичувача ввімкнено. Це нормально: тест покаже, чи зберігає накопичувач при цьому кожен підтверджений запис.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>Неможливо прочитати лічильник небезпечних вимкнень накопичувача, тож сторона перевірки не може підтвердити, що живлення справді зникало.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Виберіть файл або пристрій для тестової області.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 не є ні звичайним файлом, ні блоковим пристроєм.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Теки %1 не існує.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Пристрій %1 не знайдено.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Помилок немає.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Це не кадр тесту втрати живлення DriveProof (неправильна сигнатура).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Непідтримувана версія протоколу тесту втрати живлення: оновіть DriveProof на обох машинах.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Невідомий тип повідомлення тесту втрати живлення.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Кадр тесту втрати живлення задовгий для свого типу.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Кадр тесту втрати живлення пошкоджено під час передавання (невідповідність CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Неправильний код сполучення: введіть код, який показує свідок.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Кадр тесту втрати живлення повторено або отримано не за порядком.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Повідомлення тесту втрати живлення спотворене або містить значення поза допустимим діапазоном.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Повідомлення тесту втрати живлення не очікувалося на цьому етапі.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Порядкові номери фіксацій мають зростати.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>Свідку вже відомий цей запуск з іншими параметрами.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>Свідку невідомий запуск із таким ідентифікатором.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Цей запуск уже завершено.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>Свідок не може вести журнал цього запуску (помилка диска або пошкоджений журнал).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>Свідок має забагато з&apos;єднань.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>З&apos;єднання надто довго мовчало.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>Той самий запуск знову під&apos;єднався з іншого місця; це з&apos;єднання закрито.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>Свідок зайнятий іншими сторонами перевірки; повторіть спробу трохи згодом.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Невідома причина.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>з&apos;єднання зі свідком</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>призупинено</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>зупинено</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>з&apos;єднання</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>з&apos;єднано</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>недоступний</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>закрито</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо створити %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо зарезервувати місце для %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>немає відповіді на встановлення з&apos;єднання протягом %1 с</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Неможливо зв&apos;язатися зі свідком за адресою %1: %2. Чи запущено там driveproof-cli witness і чи відкрито порт?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; — не код сполучення: введіть 12 символів, які показує свідок.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>Тестова область на %1 замала: задайте щонайменше 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Свідок за адресою %1 не підтвердив усіх фіксацій до завершення.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>Свідок за адресою %1 відхилив цю сторону запису: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>Перед запуском тестову область заповнено, а кеш скинуто.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>Свідок так і не отримав повідомлення про те, що тестову область підготовлено: почніть новий запуск.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Імітоване відключення живлення (режим тренування): перезавантаження не очікувалося.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>Після тесту машину перезапущено.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Не вдалося порівняти ідентифікатор завантаження (boot id), тому перезапуск неможливо підтвердити.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>Після тесту машину не перезапускали: відключіть живлення, а після перезавантаження виконайте перевірку.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>Накопичувач не має лічильника небезпечних вимкнень; цю перевірку пропущено.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>Накопичувач зарахував небезпечне вимкнення (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>Накопичувач побачив штатне вимкнення (його лічильник небезпечних вимкнень лишився %1): висмикніть вилку, а не натискайте кнопку живлення.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Жодна фіксація не дійшла до свідка: дайте тесту попрацювати, перш ніж відключати живлення.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Фіксації доходили до свідка аж до відключення.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>Остання фіксація дійшла до свідка за %1 с до того, як сторона запису замовкла: тест не записував, коли зникло живлення.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Коли сторона запису замовкла, записи були в процесі.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Під час відключення жоден запис не був у процесі: кожен надісланий запис уже було підтверджено, тож відключення не перевірило нічого незавершеного.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>Зв&apos;язок зі свідком працював аж до відключення.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>Свідок перестав чути сторону запису ще до відключення.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>Сторона запису зупинилася через помилку до відключення: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>Сторона запису не повідомила про помилки.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>Сторона запису зупинилася навмисно до відключення: відключайте живлення, поки тест записує.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>Сторона запису не зупинялася сама.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Це не адреса: %1. Використовуйте HOST:PORT або [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>Свідок відмовив: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>З&apos;єднання зі свідком втрачено.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>Свідок не відповів вчасно.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>Реєстр від свідка пошкоджено (невідповідність розміру або контрольної суми).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>Звіт завеликий, щоб зберігати його на свідку.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Неочікувана відповідь від свідка.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо відкрити %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>Очікуваний тест не має чинного коду сполучення.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Отримання записів свідка з %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Перевірку скасовано.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Читання стану накопичувача</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Читання і перевірка всієї тестової області на %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Збереження звіту</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Неможливо створити теку журналу свідка %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Неможливо отримати ключ сполучення (замало пам&apos;яті?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>Журнал у теці %1 належить іншому запуску.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>Журнал цього запуску досяг граничного розміру %1 байтів.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>Свідок заявив про фіксації, яких ця сторона запису ніколи не надсилала; повторне з&apos;єднання.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>З&apos;єднання зі свідком втрачено; повторне з&apos;єднання.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Неможливо визначити адресу %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Неможливо почати прослуховування на %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Неможливо зв&apos;язатися зі свідком за адресою %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Ця файлова система не підтримує прямого введення-виведення: сторона запису працює через кеш сторінок, який скидається під час фіксацій.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо відкрити %1 для запису: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Неприпустимі параметри тесту втрати живлення.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Не вдалося підготувати тестову область: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Не вдалося скинути кеш підготовленої тестової області: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Помилка запису %1: %2. Запуск недійсний; сторона запису зупинилася і не повторює спроб.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Помилка фіксації до запису %1: %2. Запуск недійсний; сторона запису зупинилася і не повторює спроб.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>Запис свідка суперечить власному запису цього комп&apos;ютера про тест (%1), тож йому не можна довіряти, і цей запуск нічого не доводить щодо підтверджених записів.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Це не свідок цього запуску: він відповів з іншою сіллю, ніж під час запуску.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Кадр від свідка прийшов пошкодженим або зміненим (%1); повторне з&apos;єднання.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>Свідок не зміг довести код сполучення (підроблений свідок або змінений трафік); повторне з&apos;єднання.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>Свідок відхилив кадр, який дійшов до нього пошкодженим або зміненим (%1); повторне з&apos;єднання.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>Свідок уже зберігає %1 запусків: перенесіть старі теки запусків із його теки журналів, щоб звільнити місце.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>Свідок тримає в пам&apos;яті %1 підтверджених записів — стільки, скільки може: цей запуск більше не може рости.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>Свідок повідомляє про %n підтвердження, яке ця сторона запису ніколи не надсилала, починаючи з номера %1, тож його запису не можна довіряти, і цей запуск нічого не доводить щодо підтверджених записів.</numerusform>
            <numerusform>Свідок повідомляє про %n підтвердження, які ця сторона запису ніколи не надсилала, починаючи з номера %1, тож його запису не можна довіряти, і цей запуск нічого не доводить щодо підтверджених записів.</numerusform>
            <numerusform>Свідок повідомляє про %n підтверджень, які ця сторона запису ніколи не надсилала, починаючи з номера %1, тож його запису не можна довіряти, і цей запуск нічого не доводить щодо підтверджених записів.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Неможливо відкрити %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Системну шину не запущено (%2), тому допоміжна програма DriveProof недоступна для %1. Запустіть D-Bus або запустіть програму від імені root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Допоміжна програма DriveProof надіслала неочікувану відповідь для %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Допоміжна програма DriveProof відкрила %1, але дескриптор файла не надійшов.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Допоміжну програму DriveProof не встановлено (%1 немає на системній шині): встановіть пакунок або запустіть програму від імені root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Допоміжну програму DriveProof встановлено, але її не вдалося запустити (%1). Перевстановіть DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>Допоміжна програма DriveProof не відповіла для %1 протягом %2 секунд. Якщо було відкрито вікно автентифікації, повторіть спробу.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>Системна шина відхилила виклик допоміжної програми DriveProof (%1): її правила D-Bus відсутні або пошкоджені. Перевстановіть DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>Збій допоміжної програми DriveProof для %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>пара [інтервал, кількість]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>Результат тесту пошкоджено: %1 вказує інтервал затримки %2, але інтервали закінчуються на %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>Результат тесту пошкоджено: %1 двічі містить інтервал затримки %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат тесту пошкоджено: сума інтервалів затримки в %1 не збігається з її лічильником.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат тесту пошкоджено: мінімум або максимум %1 лежить поза найнижчим чи найвищим інтервалом затримки.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>Результат тесту пошкоджено: сума %1 не може походити з його інтервалів затримки.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 фіксацій/с</translation>
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
        <translation>%1 (зупинено через помилку)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (скасовано)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>Результат не має ідентифікатора, тому його неможливо зберегти в історії.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Неможливо створити теку історії %1. Перевірте, чи доступна ваша домашня тека для запису.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо записати %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>В історії немає результату з ідентифікатором %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>Ідентифікатору %1 відповідає кілька результатів в історії; вкажіть повний ідентифікатор.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо вилучити %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>Результат тесту пошкоджено: відсутнє %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>Результат тесту пошкоджено: %1 має бути таким: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>Результат тесту пошкоджено: %1 дорівнює %2, що поза діапазоном від %3 до %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true або false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false або null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>ціле число</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>дата і час (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>об&apos;єкт</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>список із шести чисел</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>одне з info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Це не результат тесту DriveProof: він не має format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Цей результат тесту має формат %1, а ця версія DriveProof читає формати до %2. Відкрийте його новішою версією DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Це не результат тесту DriveProof: JSON порушено на байті %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Це не результат тесту DriveProof: він не містить об&apos;єкта JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Неможливо прочитати %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 завеликий, щоб бути результатом тесту DriveProof.</translation>
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
            <numerusform>%n вимірювання</numerusform>
            <numerusform>%n вимірювання</numerusform>
            <numerusform>%n вимірювань</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>тимчасовий файл</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>увесь пристрій</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>немає (сирий пристрій)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Це різні тести (%1 і %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Розміри тесту різні (%1 і %2): мала ділянка вміщається в кеш, який велика переповнює.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Вони йшли на різних типах цілі (%1 і %2): файлова система додає до кожного запису свою роботу.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Вони йшли на різних файлових системах (%1 і %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Використано різні рушії введення-виведення (%1 і %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>У них різний час на крок (%1 і %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 на крок</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 на крок</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>В історії немає результату з ідентифікатором %1, і такого файлу немає. Ідентифікатори покаже &apos;driveproof-cli history DEVICE&apos;.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>список із двох чисел</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Самотестування (%1): %2, на %3 годинах роботи; перший збійний сектор %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Самотестування (%1): %2, на %3 годинах роботи.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>читання</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запис</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>суміш, %1% читання</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>розмір блока %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>глибина черги %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n потік, %1</numerusform>
            <numerusform>%n потоки, %1</numerusform>
            <numerusform>%n потоків, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB на фіксацію</numerusform>
            <numerusform>%1, %n × 8 kB на фіксацію</numerusform>
            <numerusform>%1, %n × 8 kB на фіксацію</numerusform>
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
        <translation>write, close, fsync (інший дескриптор)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, без sync (для порівняння, ненадійно)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write з O_DIRECT, без sync (для порівняння, ненадійно)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>тривалий послідовний запис</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>сканування поверхні (читання)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>довільне читання, прохід %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (кеш вимкнено)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Пропущено: розмір блока %1 більший за тестову область (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Пропущено: записи O_DIRECT розміром %1 байтів менші за розмір логічного блока пристрою (%2 байтів).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Пропущено: ця файлова система не підтримує O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Пропущено: пристрій відхиляє записи O_DIRECT розміром %1 байтів.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Для A/B-тесту кешу потрібен накопичувач, кеш запису якого ввімкнено і може перемикатися; у %1 це не так. Запустіть тест фіксацій окремо.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Не вдалося знову ввімкнути кеш запису %1. Увімкніть його командою &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо відкрити %1 для тесту фіксацій: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>Тест фіксацій зупинився на «%1»: помилка запису до %2: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>«%1» зупинився на %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>простій, щоб накопичувач міг перемістити гарячі дані</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Швидкість фіксацій</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Тривалий запис</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Сканування поверхні</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>Довільне введення-виведення</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Швидка перевірка</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Серія за розміром блока</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Серія за глибиною черги</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Серія за кількістю потоків</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Перевірка гібридного кешу</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Виконується тест накопичувача; присипляння зіпсувало б його результати.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>Для A/B-тесту кешу потрібно знати накопичувач, на якому розташована ціль, але його не вдалося знайти. Запустіть тест фіксацій окремо.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT тут не підтримується: запуск іде з буферизацією, тож кеш сторінок впливає на результати.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 використовується: %2 DriveProof не записує на пристрій, що використовується. Спочатку демонтуйте його, виконайте swapoff або зупиніть те, що побудовано поверх нього.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 — не тека. Виберіть теку на накопичувачі, який слід тестувати.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>Розмір тесту має бути щонайменше 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>У %1 замало вільного місця для тестового файла розміром %2 (вільно %3). Виберіть менший розмір або іншу теку.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо створити тестовий файл у %1: %2. Виберіть теку, до якої ви можете записувати.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Підготовка тестового файла</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Неможливо підготувати тестовий файл %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 — не наявний звичайний файл. Вкажіть файл або виберіть теку для тимчасового тестового файла.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 менший за 4 KiB: замалий для тесту. DriveProof ніколи не збільшує файлів, яких не створював.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Неможливо відкрити %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Запис на %1 знищить те, що на ньому є. Підтвердьте, ввівши назву пристрою, або вкажіть --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync фіксує %1 разів за секунду — швидше, ніж обертаються пластини (%2 rpm дозволяють близько %3 за секунду в одному потоці): фіксації підтверджує енергозалежний кеш або кеш із резервним живленням від батареї. Запустіть тест втрати живлення, щоб дізнатися, чи зберігає він їх.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync фіксує %1 разів за секунду — у межах того, що дозволяють %2 rpm (близько %3 за секунду): кожна фіксація чекає на оберт пластини.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>З вимкненим кешем запису накопичувача fdatasync усе одно фіксує %1 разів за секунду — більше, ніж %3 за секунду, які дозволяють %2 rpm: параметр проігноровано, або відповідає інший кеш.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Кожен виклик fdatasync надсилав на %1 у середньому %2 скидання кешу: скидання доходять до пристрою.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Скидання кешу не доходять до %1: fdatasync не надіслав жодного, хоча ядро вважає пристрій таким, що працює в режимі write back. Щось між DriveProof і накопичувачем їх поглинає (гіпервізор, шар RAID або device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Скидання кешу не доходять до %1: ядро вважає його таким, що працює в режимі write through (queue/write_cache), і не надсилає йому скидань. Якщо власний кеш накопичувача ввімкнено, зафіксовані дані можуть бути втрачені під час відключення живлення.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Ядро не надсилає на %1 скидань кешу, поки його кеш запису вимкнено для цієї половини тесту (воно вважає пристрій таким, що працює в режимі write through): так і має бути.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Скидання кешу не доходять до %1: файлову систему змонтовано з nobarrier, тому ядро не надсилає скидань. Зафіксовані дані можуть бути втрачені під час відключення живлення.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Цей накопичувач підтверджує %1 фіксацій за секунду з увімкненим кешем запису. Лише тест втрати живлення може показати, чи зберігає він їх.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Цей накопичувач підтверджує %1 фіксацій за секунду з увімкненим кешем запису і %2 — з вимкненим.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>Швидкість запису впала з %1 до %2 після запису %3: кеш вичерпався.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>Швидкість запису трималася близько %1 протягом усіх %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Читання йшло зі швидкістю %1 на початку і %2 наприкінці; найповільніша ділянка читалася зі швидкістю %3, на позиції %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n ділянка читалася зі швидкістю, нижчою за половину медіанної: накопичувач повторював там спроби, або його сповільнюють перепризначені сектори. Перевірте його стан.</numerusform>
            <numerusform>%n ділянки читалися зі швидкістю, нижчою за половину медіанної: накопичувач повторював там спроби, або його сповільнюють перепризначені сектори. Перевірте його стан.</numerusform>
            <numerusform>%n ділянок читалися зі швидкістю, нижчою за половину медіанної: накопичувач повторював там спроби, або його сповільнюють перепризначені сектори. Перевірте його стан.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>Другий прохід був у %1 раза швидшим (%2 → %3): під час простою накопичувач перемістив дані до швидшої пам&apos;яті.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>Другий прохід показав %2 проти %1 раніше: немає ознак кешу, який переносить гарячі дані, поки накопичувач простоює.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT не підтримується цією файловою системою: запуск ішов з буферизацією, тож кеш сторінок вплинув на результати.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Це віртуальна машина (%1): результати описують сховище гіпервізора, а не накопичувач.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 змонтовано з вимкненими бар&apos;єрами (%2): ядро не надсилає накопичувачу скидань кешу, тож жодна фіксація там не є надійною.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, швидкість підключення невідома</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, швидкість підключення невідома</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, швидкість підключення невідома</translation>
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
        <translation>%1 (корисних ~%2)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (накопичувач підтримує PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 із x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>жорсткий диск (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>жорсткий диск</translation>
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
        <translation>накопичувач за USB-мостом</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>віртуальний диск</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 — більше, ніж може передати підключення %2 (%3): підключення емульоване або повідомляється хибно (віртуальна машина чи кеш перед накопичувачем), тож це число нічого не каже про накопичувач.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Запис зі швидкістю %1: межа його підключення %2 (не більше %3) — швидше тут неможливо.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Читання зі швидкістю %1: межа його підключення %2 (не більше %3) — швидше тут неможливо.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Запис зі швидкістю %1 через підключення %2: обмежує підключення, а не накопичувач (накопичувач підтримує %3 Gb/s; перевірте кабель і порт).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Читання зі швидкістю %1 через підключення %2: обмежує підключення, а не накопичувач (накопичувач підтримує %3 Gb/s; перевірте кабель і порт).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>У порту USB 2: 480 Mb/s обмежують його приблизно до %1 (виміряно: %2). У порту USB 3 він працював би швидше.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Читання зі швидкістю %1: SATA SSD читають зі швидкістю від %2 до %3 через підключення 6 Gb/s, отже, цей накопичувач стримує щось інше, а не підключення (заповненість чи знос накопичувача, енергозбереження або файлова система).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Цей NVMe-накопичувач працює на %1, хоча підтримує PCIe %2 x%3: підключення встановилося нижче, ніж дозволяють накопичувач і його слот (райзер, брудний контакт або лінії, спільні з іншим слотом). Воно передає %4 із можливих %5.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Цей NVMe-накопичувач працює на %1, але підтримує PCIe %2 x%3: слот обмежує його до %4 із %5, які він міг би використати. У слоті з більшою кількістю ліній він працював би швидше.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 на рівні %1 — це те, що дає диск на %L2 rpm (приблизно від %3 до %4): кожне читання чекає на позиціювання головки й пів оберту.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 на рівні %1 — швидше, ніж диск на %L2 rpm здатен позиціювати головку (приблизно від %3 до %4): на ці читання відповідає кеш, тож вони мало кажуть про диск.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>Швидкість запису впала з %1 до %2 після %3: закінчився швидкий SLC-кеш. Копіювання більшого обсягу йде зі швидкістю близько %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 — пристрій loop без прямого введення-виведення: його читання й запис ідуть через сторінковий кеш файлової системи, де лежить його файл, тож ці числа описують сторінковий кеш (пам&apos;ять), а не накопичувач. Під&apos;єднайте його через &apos;losetup --direct-io=on&apos;, щоб виміряти накопичувач під файлом.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>Запуск ішов через сторінковий кеш, який частину запитів обслуговує з пам&apos;яті, а решту надсилає на накопичувач.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Накопичувач у цей час використовувало щось інше, кеш заповнився чи спорожнів або накопичувач зупинився на внутрішнє прибирання: повторіть тест, перш ніж довіряти числам.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Числа нестабільні: %1 стрибало від однієї десятої секунди до іншої між %2 і %4 (зазвичай %3), набагато більше за власний шум накопичувача. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 більше не порожній (знайдено: %2), тому запис не виконувався. Підтвердьте знову назвою пристрою.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Під ціллю не знайдено жодного накопичувача.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 не повідомляє температуру.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n раз за цей тест: це цифри гарячого накопичувача, а не те, на що він здатний холодним.</numerusform>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n рази за цей тест: це цифри гарячого накопичувача, а не те, на що він здатний холодним.</numerusform>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n разів за цей тест: це цифри гарячого накопичувача, а не те, на що він здатний холодним.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n раз під час тривалого запису: падіння з %2 до %3 на позначці %4 — це нагрів, а не його кеш.</numerusform>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n рази під час тривалого запису: падіння з %2 до %3 на позначці %4 — це нагрів, а не його кеш.</numerusform>
            <numerusform>Накопичувач нагрівся до %1 °C і сам сповільнився %n разів під час тривалого запису: падіння з %2 до %3 на позначці %4 — це нагрів, а не його кеш.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Температура накопичувача: %1 °C до тесту, %2 °C після.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>Накопичувач сповільнювався через нагрів %n раз за тест, загалом на %1 с.</numerusform>
            <numerusform>Накопичувач сповільнювався через нагрів %n рази за тест, загалом на %1 с.</numerusform>
            <numerusform>Накопичувач сповільнювався через нагрів %n разів за тест, загалом на %1 с.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>Накопичувач не сповільнювався через нагрів під час тесту.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Час вище попереджувальної температури за тест: %1 хв; вище критичної: %2 хв.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Температуру накопичувача не прочитано: %1</translation>
    </message>
</context>
</TS>
