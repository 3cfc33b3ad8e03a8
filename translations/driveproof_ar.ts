<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>يبدأ القسم %1 على %2 عند البايت %3، وهو ليس حتى على حدّ قطاع منطقي بحجم %4 بايت: جدول الأقسام أو رؤية النواة له تالفة. انسخ بياناته احتياطيًا، ثم أعد إنشاء القسم عند القطاع %5 (مثلًا &apos;parted %2 mkpart primary %5s 100%&apos;)، وتحقق بالأمر &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>يبدأ القسم %1 على %2 عند القطاع %3 (البايت %4): المحاذاة مُزاحة بمقدار %8 بايت، فهو يتجاوز حدّ قطاع فعلي بحجم %6 بايت بمقدار %5 بايت وينقصه %8 بايت ليبلغ الحدّ التالي. كل كتابة تعبر حدًّا تكلّف المحرك عملية قراءة-تعديل-كتابة. انسخ بياناته احتياطيًا، ثم أعد إنشاء القسم عند القطاع %7: في fdisk احذفه وأنشئه من جديد بالقطاع الأول %7، أو شغّل &apos;parted %2 mkpart primary %7s 100%&apos; (ضع نهايته القديمة بدل 100% إن كانت تليه أقسام أخرى). تحقق بالأمر &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>يبدأ القسم %1 على %2 عند القطاع %3 (البايت %4). إنه محاذى للقطاعات الفعلية بحجم %5 بايت، فلا يتباطأ المحرك، لكنه غير محاذى إلى 1 MiB، وهو الحدّ الذي تستخدمه أدوات التقسيم اليوم ويناسب كتل المسح في SSD وشرائح RAID. لا حاجة لأي إجراء الآن؛ وإن أعدت إنشاء القسم يومًا فابدأه عند القطاع %6 (مثلًا &apos;parted %2 mkpart primary %6s 100%&apos;). تحقق بالأمر &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>يبدأ القسم %1 على %2 عند القطاع %3 (البايت %4). إنه محاذى للقطاعات الفعلية بحجم %5 بايت وإلى 1 MiB، لكنه غير محاذى لحجم الإدخال/الإخراج الأمثل البالغ %6 بايت الذي يُبلغ عنه الجهاز، لذا قد تنقسم الكتابات الكبيرة عبر الشرائح. إن أعدت إنشاء القسم فابدأه عند القطاع %7 (مثلًا &apos;parted %2 mkpart primary %7s 100%&apos;). تحقق بالأمر &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>يبدأ القسم %1 على %2 عند القطاع %3 (البايت %4). إنه محاذى للقطاعات الفعلية بحجم %5 بايت، لكنه غير محاذى لا إلى 1 MiB ولا لحجم الإدخال/الإخراج الأمثل البالغ %6 بايت الذي يُبلغ عنه الجهاز، لذا قد تنقسم الكتابات الكبيرة عبر الشرائح. إن أعدت إنشاء القسم فابدأه عند القطاع %7 (مثلًا &apos;parted %2 mkpart primary %7s 100%&apos;). تحقق بالأمر &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>يبدأ القسم %1 على %2 عند القطاع %3، وهذا يناسب القطاعات الفعلية للمحرك وحدود 1 MiB. لا شيء يلزم فعله.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1 (%2)، لذا هذه هي الأقسام التي تسردها النواة له. شغّل البرنامج بصلاحيات الجذر لقراءة جدول الأقسام نفسه.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1 (%2)، لذا هذه هي الأقسام التي تسردها النواة له؛ لم يُقرأ جدول الأقسام نفسه.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>هذه هي الأقسام التي تسردها النواة لـ %1، لأن جدول أقسامه تعذّرت قراءته: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>سليم</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>غير محاذى</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1 حتى بصلاحيات الجذر: %2. النظام يمنع الوصول إليه (حاوية أو سياسة أمان).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1: %2. شغّل البرنامج بصلاحيات الجذر أو استخدم sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1: %2. تحقق من المسار.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1: %2. تأكد من أن المحرك موصول وأن الملف قابل للقراءة.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>لم يُعثر على جدول أقسام لقطاعات بحجم %2 بايت على %1، لكن يوجد جدول لقطاعات بحجم %3 بايت. اقرأه بحجم قطاع منطقي قدره %3 بايت.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 مجلد. حدّد محرك أقراص مثل /dev/sdb أو ملف صورة قرص.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 ليس محرك أقراص ولا ملف صورة قرص. حدّد محرك أقراص مثل /dev/sdb أو ملف صورة قرص.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>لم يُعثر على جدول أقسام على %1: الملف فارغ.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 فارغ: لا جدول أقسام ولا نظام ملفات، كما يصل أي محرك جديد. لا شيء لمحاذاته بعد؛ أدوات التقسيم تبدأ القسم الأول عند 1 MiB، وهذا يناسب هذا المحرك.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>يحمل %1 نظام ملفات %2 مكتوبًا مباشرة على المحرك كله، بلا جدول أقسام. هذا تخطيط صالح، لكن المحرك يبلّغ أن القطاع 0 يقع بعد حد قطاع فعلي بمقدار %3 بايت، فتتجاوز كتل نظام الملفات القطاعات الفعلية. لا يصلح ذلك إلا تخطيط جديد: انسخ البيانات احتياطيًا، ثم أنشئ جدول أقسام يبدأ قسمه الأول عند 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>يحمل %1 نظام ملفات %2 مكتوبًا مباشرة على المحرك كله، بلا جدول أقسام. هذا تخطيط صالح: يبدأ نظام الملفات عند البايت 0، على حد كل حجم قطاع، فهو محاذٍ. لا شيء لفعله.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>مقبول</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>لم يُعثر على جدول أقسام في %1: إما أنه فارغ، أو يحمل نظام ملفات على كامله لا يحتاج إلى جدول. تحقق من أن هذا هو القرص أو الصورة الصحيحة.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>بيانات sense مبتورة: وصل %n بايت من الترويسة ذات 8 بايت.</numerusform>
            <numerusform>بيانات sense مبتورة: وصل %n بايت من الترويسة ذات 8 بايت.</numerusform>
            <numerusform>بيانات sense مبتورة: وصل %n بايت من الترويسة ذات 8 بايت.</numerusform>
            <numerusform>بيانات sense مبتورة: وصلت %n بايتات من الترويسة ذات 8 بايت.</numerusform>
            <numerusform>بيانات sense مبتورة: وصل %n بايتًا من الترويسة ذات 8 بايت.</numerusform>
            <numerusform>بيانات sense مبتورة: وصل %n بايت من الترويسة ذات 8 بايت.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>واصف ATA Status Return مشوّه (طوله %1h بدل 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>بيانات sense مبتورة داخل واصف ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>بيانات sense مبتورة: تعلن %1 بايت لكن وصل %2 فقط.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصل %n بايت، ويلزم 14 على الأقل.</numerusform>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصل %n بايت، ويلزم 14 على الأقل.</numerusform>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصل %n بايت، ويلزم 14 على الأقل.</numerusform>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصلت %n بايتات، ويلزم 14 على الأقل.</numerusform>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصل %n بايتًا، ويلزم 14 على الأقل.</numerusform>
            <numerusform>بيانات sense ذات الصيغة الثابتة مبتورة: وصل %n بايت، ويلزم 14 على الأقل.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>لم يرسل الجهاز بيانات sense، لذا حالة ATA للأمر مجهولة.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>بيانات sense بصيغة مجهولة (رمز الاستجابة %1h): ليست بصيغة الواصف (72h) ولا بالصيغة الثابتة (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>مفتاح sense %1h، وsense إضافي %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1، حالة ATA %2h، خطأ %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 غير موجود.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ليس ملفًا عاديًا: حدّد تفريغ IDENTIFY محفوظًا (512 بايت خام أو نص &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>حجم %1 هو %2 بايت: أكبر من أن يكون تفريغ IDENTIFY (512 بايت خام، أو نحو 1300 بايت من النص).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت قراءة %1: %2.</translation>
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
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايت.</numerusform>
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايت.</numerusform>
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايت.</numerusform>
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايتات.</numerusform>
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايتًا.</numerusform>
            <numerusform>يجب أن تكون بيانات IDENTIFY 512 بايت بالضبط؛ وهذه %n بايت.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>بيانات IDENTIFY كلها أصفار: لم يُرجع المحرك أو جسر USB الخاص به أي بيانات.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>بيانات IDENTIFY كلها FFh: لم يُجب أي محرك (منفذ فارغ، أو جسر بلا قرص).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>الكلمة 0 قيمتها %1h: هذه بيانات من جهاز ATAPI (محرك أقراص ضوئية)، وليست بيانات IDENTIFY DEVICE لقرص.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>المجموع الاختباري لـ IDENTIFY في الكلمة 255 خاطئ (مجموع الـ 512 بايت هو %1h وليس 00h): البيانات تالفة أو عُدّلت.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>تعطي الكلمتان 117-118 حجم قطاع منطقي قدره %1 بايت، وهو حجم لا يستخدمه أي محرك: البيانات تالفة.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>تعطي الكلمة 106 حجم قطاع فعلي قدره %1 بايت، وهو حجم لا يستخدمه أي محرك: البيانات تالفة.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>السطر %1: &apos;%2&apos; ليست كلمة من أربعة أرقام ست عشرية.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>السطر %1: أكثر من 256 كلمة؛ وبيانات IDENTIFY فيها 256 بالضبط.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>لم يُعثر على كلمات IDENTIFY: المتوقع 256 كلمة من أربعة أرقام ست عشرية، 8 في كل سطر، كما يطبعها &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمة؛ وبيانات IDENTIFY فيها 256.</numerusform>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمة؛ وبيانات IDENTIFY فيها 256.</numerusform>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمة؛ وبيانات IDENTIFY فيها 256.</numerusform>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمات؛ وبيانات IDENTIFY فيها 256.</numerusform>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمة؛ وبيانات IDENTIFY فيها 256.</numerusform>
            <numerusform>السطر %1: تنتهي الكلمات بعد %n كلمة؛ وبيانات IDENTIFY فيها 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>لا يقبل %1 أوامر SCSI (SG_IO)، لذا لا يستطيع %2 الوصول إلى محرك: إنه ليس قرص SATA أو SAS أو USB كاملًا (الأقسام وأجهزة loop والأجهزة الافتراضية وأجهزة NVMe ليس خلفها محرك ATA).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>رُفض الإذن بإرسال %2 إلى %1: تحتاج أوامر ATA إلى صلاحيات الجذر أو إلى مساعد DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>فشل إرسال %1 إلى %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>رفض المحرك في %1 الأمر %2 (ABORT): إنه لا يدعم هذا الأمر أو هذا الإعداد (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>أبلغ المحرك في %1 عن خطأ في %2 (%3)؛ افحص صحته وكابلاته، ثم حاول مجددًا.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>رفض %1 الأمر %2: القرص أو جسر USB الخاص به لا يمرّر أوامر ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>لم ينفّذ %1 الأمر %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>انتهت مهلة %1 على %2: لم يُجب المحرك.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>لم يصل %1 إلى المحرك في %2 (حالة المضيف %3، حالة التعريف %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>فشل %1 على %2 بحالة SCSI %3h ودون بيانات sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>لا يُبلغ المحرك في %1 عن ذاكرة كتابة مؤقتة متطايرة يمكن تبديلها (كلمة IDENTIFY 82، البت 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>قبِل المحرك في %1 الأمر لكنه ما زال يُبلغ أن ذاكرة الكتابة المؤقتة معطّلة.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>قبِل المحرك في %1 الأمر لكنه ما زال يُبلغ أن ذاكرة الكتابة المؤقتة مفعّلة.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>قبِل المحرك %1 التغيير لكنه ما زال يُبلغ أن ذاكرة الكتابة المؤقتة معطّلة.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>قبِل المحرك %1 التغيير لكنه ما زال يُبلغ أن ذاكرة الكتابة المؤقتة مفعّلة.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>بيانات Identify Controller حجمها %1 بايت بدل %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>سجل صحة NVMe حجمه %1 بايت بدل %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>لا يدعم المحرك أمر الإدارة هذا.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>لا يستطيع المحرك حفظ إعداد ذاكرة الكتابة المؤقتة، لذا يبقى التغيير حتى دورة الطاقة التالية فقط.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>لا يسمح المحرك بتغيير إعداد ذاكرة الكتابة المؤقتة.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>لا يوفّر المحرك سجل SMART / الصحة.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>لا يدعم المحرك حفظ إعداد ذاكرة الكتابة المؤقتة.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>ليس لدى المحرك ذاكرة كتابة مؤقتة متطايرة لقراءتها أو تغييرها.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>رفض المحرك حقلًا من حقول الأمر.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>أبلغ المحرك عن خطأ داخلي؛ افحص صحته وحاول مجددًا.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>رفض المحرك الأمر.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (حالة NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>لا يقبل الجهاز أوامر إدارة NVMe (ليس محرك NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>رُفض الإذن: شغّل البرنامج بصلاحيات الجذر أو عبر مساعد DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>اختفى الجهاز؛ أعد توصيله وحاول مجددًا.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>لم يُجب المحرك في الوقت المحدد؛ حاول مجددًا.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>فشل %1 على %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>تعذّر فك ترميز البيانات التي أرجعها %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>لا يُبلغ المحرك عمّا إذا كان يمكن حفظ إعداد ذاكرة الكتابة المؤقتة (لا دعم لـ Select / Save)، لذا يبقى التغيير حتى دورة الطاقة التالية فقط.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ليس لدى المحرك %1 ذاكرة كتابة مؤقتة متطايرة لتبديلها.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يسمح المحرك %1 بتبديل ذاكرة الكتابة المؤقتة.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يستطيع المحرك %1 حفظ إعداد ذاكرة الكتابة المؤقتة، لذا لا يمكن إبقاء التغيير بعد دورة الطاقة. بدّلها بدلًا من ذلك دون إبقاء الإعداد.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>ترويسة صفحة الوضع عند البايت %1 مبتورة.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>صفحة الوضع %1h تدّعي %2 بايت لكن الموجود %3 فقط.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>ردّ MODE SENSE فيه %1 بايت، أقل من ترويسة معاملات الوضع ذات 8 بايت.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>يعلن ردّ MODE SENSE طول بيانات وضع قدره %1، وهو أقصر من ترويسته نفسها.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>واصفات الكتل في ردّ MODE SENSE (%1 بايت) لا تترك مكانًا لصفحة وضع ضمن بايتاته الـ %2.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>صفحة وضع التخزين المؤقت أقصر من أن تحمل البت WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>لا يحتوي ردّ MODE SENSE على صفحة وضع التخزين المؤقت (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>لا يمكن بناء صفحة تخزين مؤقت جديدة إلا من صفحة التخزين المؤقت الحالية الكاملة.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>أبلغ المحرك عن خطأ لكنه لم يرسل بيانات sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>بيانات sense ذات الصيغة الثابتة من المحرك مبتورة.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>بيانات sense بصيغة الواصف من المحرك مبتورة.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>أرسل المحرك بيانات sense بصيغة مجهولة (رمز الاستجابة %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>لا يدعم المحرك حفظ هذه الصفحة، لذا يبقى التغيير حتى دورة الطاقة التالية فقط.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>لا يدعم المحرك الأمرين MODE SENSE(10) وMODE SELECT(10)، لذا لا يمكن قراءة ذاكرته المؤقتة أو تغييرها بهذه الطريقة.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>رفض المحرك الأمر MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>لا يُبلغ المحرك عن صفحة وضع التخزين المؤقت.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>رفض المحرك صفحة التخزين المؤقت الجديدة: لا يسمح بتغيير هذا الإعداد.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>أبلغ المحرك عن إعادة ضبط أو عن إعداد تغيّر؛ حاول مجددًا.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>المحرك غير جاهز (متوقف أو قيد البدء أو بلا وسيط)؛ حاول مجددًا بعد لحظات.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>المحرك محمي ضد الكتابة.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>أبلغ المحرك عن خطأ في العتاد أو الوسيط؛ افحص صحته.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>أجهض المحرك الأمر؛ حاول مجددًا.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>أبلغ المحرك عن خطأ.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2، %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>لا يقبل الجهاز أوامر SCSI، لذا لا يمكن قراءة ذاكرة الكتابة المؤقتة على مستوى المحرك أو تغييرها بهذه الطريقة.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>لم يُجب المحرك في الوقت المحدد؛ افحص كابله وتغذيته بالطاقة.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>فشل الاتصال بالمحرك (حالة المضيف %1h)؛ افحص كابله وتغذيته بالطاقة.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>المحرك مشغول؛ حاول مجددًا بعد لحظات.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>أرجع المحرك حالة SCSI %1h دون بيانات sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>تعذّر فك ترميز صفحة وضع التخزين المؤقت لـ %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يسمح المحرك %1 بتبديل ذاكرة الكتابة المؤقتة (صفحة التخزين المؤقت فيه تَسِم WCE بأنه غير قابل للتغيير).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يستطيع المحرك %1 حفظ صفحة التخزين المؤقت، لذا لا يمكن إبقاء التغيير بعد دورة الطاقة. بدّلها بدلًا من ذلك دون إبقاء الإعداد.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 ليس قرص SCSI كاملًا؛ ولا يمكن أن يُطلب إعادة قراءة صفحة التخزين المؤقت إلا من هذه الأقراص.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>تعذّر أن يُطلب من النواة إعادة قراءة إعدادات %1: %2. قد تبقى رؤيتها لذاكرة الكتابة المؤقتة قديمة حتى إعادة التشغيل التالية.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>تعذّر على udisks2 حفظ إعداد ذاكرة الكتابة المؤقتة: %1. يبقى التغيير حتى دورة الطاقة التالية فقط.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 ملف مستخدم كمحرك أقراص (%2): ذاكرة الكتابة المؤقتة على مستوى المحرك لا تنطبق هنا؛ ورؤية النواة تبيّن ما إذا كان يمرّر أوامر التفريغ إلى الملف.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 قرص افتراضي: المحرك الحقيقي وذاكرته المؤقتة على المضيف، بعيدًا عن متناول هذا الجهاز. تُعرض رؤية النواة فقط؛ ووصول أوامر التفريغ إلى محرك المضيف يتوقف على وضع التخزين المؤقت في المشرف الافتراضي (hypervisor).</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يقبل %1 أوامر المحركات: ذاكرة الكتابة المؤقتة على مستوى المحرك لا تنطبق، بل رؤية النواة فقط.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يعرف DriveProof كيف يسأل %1 عن ذاكرة الكتابة المؤقتة (ناقل مجهول).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 قرص افتراضي (%2): ذاكرة الكتابة المؤقتة التي يُبلغ عنها هي محاكاة من المشرف الافتراضي. ووصول أمر التفريغ إلى محرك حقيقي يتوقف على وضع التخزين المؤقت للمشرف الافتراضي على المضيف.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>تقول النواة إن الوضع «كتابة مباشرة» (write through) لكن ذاكرة المحرك المؤقتة مفعّلة: لم تعد النواة ترسل أوامر التفريغ، لذا قد تضيع البيانات المودَعة عند انقطاع التيار. عطّل ذاكرة المحرك المؤقتة، أو دع النواة تُعيد قراءة إعداد المحرك.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>ما زالت النواة ترسل أوامر التفريغ رغم أن ذاكرة المحرك المؤقتة معطّلة: هذا آمن، وأبطأ قليلًا فقط.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>الذاكرة المؤقتة معطّلة الآن، لكن الإعداد المحفوظ يعيد تفعيلها عند دورة الطاقة التالية.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>الذاكرة المؤقتة مفعّلة الآن، لكن الإعداد المحفوظ يعطّلها عند دورة الطاقة التالية.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يستطيع %1 هنا إبقاء هذا الإعداد بعد دورة الطاقة، لذا لم يُغيَّر شيء. بدّلها دون «الإبقاء بعد إعادة التشغيل»: فيبقى الإعداد حتى دورة الطاقة التالية.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ليس لدى %1 ذاكرة كتابة مؤقتة متطايرة يمكن تبديلها.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يسمح %1 بتغيير إعداد ذاكرة الكتابة المؤقتة.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>ردّ المساعد بشأن ذاكرة الكتابة المؤقتة لا يسمّي أي جهاز.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>تعذّرت قراءة ما إذا كانت ذاكرة الكتابة المؤقتة لـ %1 مفعّلة: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>تعذّرت قراءة ما إذا كان يمكن تبديل ذاكرة الكتابة المؤقتة لـ %1: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>تعذّرت قراءة الإعداد المحفوظ لذاكرة الكتابة المؤقتة لـ %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>نتيجة %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>كتابة مؤجلة</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>كتابة فورية</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>ردّ المساعد بشأن ذاكرة الكتابة المؤقتة يتضمن نتائج بصيغة لا يقرؤها هذا الإصدار. أعد تشغيل DriveProof بعد التحديث.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>ردّ المساعد بشأن ذاكرة الكتابة المؤقتة يتضمن نتيجة بلا رمز. أعد تشغيل DriveProof بعد التحديث.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>يجري اختبار ذاتي بالفعل على المحرك.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>كتابة السجلات</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>دفع ذاكرة التخزين المؤقت للمحرك إلى الخارج</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>القراءة من جديد</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>تضييق الحدّ</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>سجلات مكتوبة في مكان آخر (التفاف)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>أصفار</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>ليس ما كُتب</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>سجلات تالفة</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>أخطاء قراءة</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>الحجم القابل للاستخدام المُثبَت: %1 (%2 بايت).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>أول كتلة سيئة عند البايت %1؛ الحدّ معروف بدقة %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>لا طلبات كتابة (%n)، كُتب %1، في %2 ث.</numerusform>
            <numerusform>طلب كتابة واحد (%n)، كُتب %1، في %2 ث.</numerusform>
            <numerusform>طلبا كتابة (%n)، كُتب %1، في %2 ث.</numerusform>
            <numerusform>%n طلبات كتابة، كُتب %1، في %2 ث.</numerusform>
            <numerusform>%n طلبًا للكتابة، كُتب %1، في %2 ث.</numerusform>
            <numerusform>%n طلب كتابة، كُتب %1، في %2 ث.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>أصلي: كل سجل كُتب عبر جميع البايتات البالغة %1 (%2) قُرئ من المكان الذي كُتب فيه.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>مزيّف: أول %1 فقط حقيقية؛ ما يُكتب بعد ذلك يقع في البداية من جديد (التفاف). يدّعي المحرك %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>مزيّف: ما يُكتب بعد %1 يُرمى. يدّعي المحرك %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>تالف: لا كتل (%n) لم تحتوِ ما كُتب، أولها عند %1.</numerusform>
            <numerusform>تالف: كتلة واحدة (%n) لم تحتوِ ما كُتب، أولها عند %1.</numerusform>
            <numerusform>تالف: كتلتان (%n) لم تحتويا ما كُتب، أولهما عند %1.</numerusform>
            <numerusform>تالف: %n كتل لم تحتوِ ما كُتب، أولها عند %1.</numerusform>
            <numerusform>تالف: %n كتلة لم تحتوِ ما كُتب، أولها عند %1.</numerusform>
            <numerusform>تالف: %n كتلة لم تحتوِ ما كُتب، أولها عند %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>تعذّر الحكم: أُلغي الاختبار.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>تعذّر الحكم: لم يقبل المحرك تفريغ ذاكرته المؤقتة.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>تعذّر الحكم: الجهاز أصغر من أن يُختبر.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>تعذّر الحكم: لم يمكن قراءة أي شيء مما كُتب.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>أُعيد ضبط القرص قبل القراءة: ضاع ما كان متحكّمه يحتفظ به في الذاكرة.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>أُعيد ضبط القرص قبل القراءة لكنه لم يعد.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>لم يُعَد الضبط قبل القراءة: لا يمكن إعادة ضبط هذا الجهاز.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>لم يُعَد الضبط قبل القراءة: وحده قرص USB يمكن إعادة ضبطه منفردًا.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>لم يُعَد الضبط قبل القراءة: وحده التشغيل بصلاحيات root يستطيع إعادة ضبط قرص USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>لم يُعَد الضبط قبل القراءة: فُحص قسم، وإعادة الضبط ستمسّ القرص كله.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>لم يُعَد الضبط قبل القراءة: جهاز USB الخاص به يحمل أقراصًا أخرى أيضًا.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>لم يُعَد الضبط قبل القراءة: رفضت النواة (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>انتظار أن يكتب القرص ما في ذاكرته المؤقتة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>حجم القطاع المنطقي بالبايت (الصور: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>حجم القطاع الفعلي بالبايت (الصور: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>حجم الإدخال/الإخراج الأمثل بالبايت، 0 = غير مُبلغ عنه (الصور: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>عدد البايتات من LBA 0 حتى حدّ القطاع الفعلي التالي (الصور: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ليس عددًا من البايتات. حدّد عددًا صحيحًا مثل 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 ليس حجم كتلة صالحًا. حدّد قوة للعدد اثنين من 512 إلى 1048576 بايت، مثلًا 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 أصغر من --logical-block-size %2: القطاع الفعلي يحوي قطاعًا منطقيًا واحدًا أو أكثر.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 أصغر من القطاعات المنطقية لـ %2 البالغة %3 بايت: القطاع الفعلي يحوي قطاعًا منطقيًا واحدًا أو أكثر.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 غير صالح. حدّد 0 (غير مُبلغ عنه) أو مضاعفًا لحجم الكتلة الفعلية (%3 بايت) حتى 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 غير صالح. حدّد مضاعفًا لحجم الكتلة المنطقية (%3 بايت) أصغر من حجم الكتلة الفعلية (%4 بايت)، مثلًا 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايت</numerusform>
            <numerusform>%n بايتات</numerusform>
            <numerusform>%n بايتًا</numerusform>
            <numerusform>%n بايت</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>غير مُبلغ عنه</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: جدول أقسام %2، القطاع المنطقي %3 بايت، القطاع الفعلي %4 بايت، حجم الإدخال/الإخراج الأمثل %5، إزاحة المحاذاة %6 بايت.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>جدول أقسام %1 لا يحتوي أي أقسام.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>القسم</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>البداية (قطاع)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>البداية (بايت)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>منطقي</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>فعلي</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>أمثل</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>لا يوجد محرك أو ملف باسم %1. حدّد محرك أقراص مثل /dev/sdb (انظر &apos;driveproof-cli list&apos;) أو مسار ملف صورة قرص.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 قسم. حدّد المحرك كاملًا بدلًا منه: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>تحقق من أن كل قسم في محرك أقراص أو ملف صورة قرص يبدأ عند حدّ يناسب المحرك: قطاعاته الفعلية، و1 MiB، وحجم الإدخال/الإخراج الأمثل له.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>محرك أقراص (/dev/sdb، sdb) أو ملف صورة قرص.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>اطبع بصيغة JSON (المفاتيح في docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>يحتاج &apos;align&apos; إلى محرك أقراص واحد بالضبط أو ملف صورة قرص واحد، مثلًا &apos;driveproof-cli align /dev/sdb&apos; أو &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>يكتب هذا الاختبار فوق البيانات الموجودة على %1. سيضيع كل ما عليه.
اكتب اسم الجهاز (%2) للمتابعة: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>لا يوجد جهاز %1. شغّل &apos;driveproof-cli list&apos; لرؤية محركات الأقراص على هذا الجهاز.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>لا يوجد مجلد أو ملف %1. حدّد مجلدًا موجودًا (يُنشأ فيه ملف اختبار مؤقت)، أو ملفًا، أو جهاز كتل.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 ليس مجلدًا ولا ملفًا عاديًا ولا جهاز كتل (إنه أنبوب أو مقبس أو جهاز محارف). حدّد مجلدًا أو ملفًا أو جهاز كتل.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 جهاز: يكتب هذا الاختبار عليه ويُتلف بياناته. أضف --destructive إن كان هذا ما تريده، أو حدّد مجلدًا.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 قيد الاستخدام: %2 لم يُكتب شيء.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>الاسم غير مطابق؛ لم يُكتب شيء.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>لا يستطيع --output الكتابة إلى %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>أُلغي أثناء تحضير ملف الاختبار؛ وقد أُزيل الملف.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>يحتاج --cache-ab إلى معرفة المحرك الذي يقع تحته الهدف، وتعذّر العثور عليه.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>لا يطابق --only %1 أي قياس في هذا الاختبار. المفاتيح هي حقول &quot;key&quot; في مخرجات --json.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت الكتابة إلى %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>أُلغي؛ الأسطر أعلاه اكتملت قبل ذلك.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>قِس أداء محرك أقراص: معدل الإيداع (مثل pg_test_fsync)، والإنتاجية، والإدخال/الإخراج العشوائي، والمسوحات، وفحص الذاكرة المؤقتة الهجينة.
FAMILY واحد من: quick، commit، throughput (أو seq)، sustained، surface، random، sweep (مع --axis)، sweep-block-size، sweep-queue-depth، sweep-threads، hybrid.
TARGET مجلد (الافتراضي: المجلد الحالي؛ يُنشأ ملف مؤقت ثم يُزال)، أو ملف موجود (يُستخدم كما هو ولا يُكبَّر أبدًا)، أو جهاز كتل (اختبارات القراءة؛ والكتابة تحتاج إلى --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>الاختبار المراد تشغيله.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>مجلد أو ملف أو جهاز (أو --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>مجلد أو ملف أو جهاز، مثل TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>حجم منطقة الاختبار أو الملف المؤقت، مثلًا 1G أو 256M (الافتراضي: 1G؛ لـ commit: 16M؛ للجهاز: كامله في مسح السطح).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>الثواني لكل قياس (الافتراضي: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>محرّك الإدخال/الإخراج: auto أو io_uring أو psync (الافتراضي: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>حجم الكتلة للاختبار العشوائي والمسوحات والاختبار المستمر، مثلًا 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>عمليات الإدخال/الإخراج الجارية لكل خيط (المسوحات، الاختبار المستمر).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>الخيوط (المسوحات).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>المسوحات: 100 قراءة فقط (الافتراضي)، 0 كتابة فقط، أو مزيج.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick وthroughput وrandom: قراءة فقط.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick وthroughput وrandom: كتابة فقط.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick وthroughput وrandom: مزيج بهذه النسبة المئوية من القراءات، مثلًا 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>إعداد مسبق واحد من CrystalDiskMark: SEQ1M-Q8T1 أو SEQ1M-Q1T1 أو RND4K-Q32T1 أو RND4K-Q1T1 (أو أي RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (الافتراضي) أو queue-depth أو threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>فحص الهجين: الثواني التي يبقى فيها المحرك خاملًا بين الجولتين (الافتراضي: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>الإيداع: أعد القياس وذاكرة الكتابة المؤقتة للمحرك معطّلة، ثم أعد تفعيلها.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>اسمح باختبار كتابة على جهاز خام: سيضيع كل ما عليه.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>المرور عبر ذاكرة الصفحات المؤقتة (دون O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>اطبع النتيجة بصيغة JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>اكتب نتيجة JSON أيضًا إلى FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>شغّل فقط القياسات ذات هذه المفاتيح، مفصولة بفواصل (مثلًا rnd4kq32t1.read، commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>لا تحفظ النتيجة في سجل المحرك.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>يحتاج &apos;bench&apos; إلى FAMILY وإلى TARGET واحد على الأكثر، مثلًا &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يُستخدم --axis مع &apos;sweep&apos; ويقبل block-size أو queue-depth أو threads، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>اختبار مجهول &apos;%1&apos;. جرّب &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --size حجمًا لا يقل عن 4K، مثل 1G أو 256M، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --duration عددًا من الثواني، مثلًا 5، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --backend القيم auto أو io_uring أو psync، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --block-size مضاعفًا لـ 512 بايت حتى 64M، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>يقبل --%1 عددًا صحيحًا حتى %2، وليس &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --idle عددًا من الثواني، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>حدّد واحدًا من --read و--write و--mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --mix النسبة المئوية للقراءات، من 0 إلى 100، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --preset اسمًا مثل RND4K-Q32T1 أو SEQ1M-Q8T1، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>يُستخدم --preset مع quick أو random أو seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>يُستخدم --cache-ab مع اختبار الإيداع.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>طريقة الإيداع</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>إيداع/ث</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>المتوسط µs</translation>
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
        <translation>الأقصى µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>تفريغ/إيداع</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>الاختبار</translation>
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
        <translation>جيد</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>تنبيه</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>خطر</translation>
    </message>
    <message>
        <source>note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3، %4، متبقٍّ %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 على %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>مفعّلة</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطّلة</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>نعم، عبر udisks2 (يُعاد تطبيقه عند كل إقلاع)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>نعم، محفوظ في المحرك</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>لا: يبقى التغيير حتى دورة الطاقة التالية</translation>
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
        <translation>لا شيء (لا يقبل أوامر المحركات)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>البروتوكول</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>للمحرك ذاكرة كتابة مؤقتة</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>ذاكرة المحرك المؤقتة الآن</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>الإعداد المحفوظ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>قابل للتغيير</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>يبقى بعد إعادة التشغيل</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>رؤية النواة</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>النواة تستخدم FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>المصادر</translation>
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
        <translation>سيئ</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>الإجمالي</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>درجة الحرارة</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>ساعات التشغيل</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>دورات الطاقة</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>إيقافات غير آمنة</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>قطاعات تالفة</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>أخطاء الوسيط</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>الاهتراء</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>الاحتياطي المتاح</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>المصدر</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 قسم؛ ذاكرة الكتابة المؤقتة والصحة تخصّان المحرك كاملًا. حدّد %2 بدلًا منه.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>اعرض ذاكرة الكتابة المؤقتة المتطايرة للمحرك بجانب رؤية النواة، أو بدّلها.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>محرك أقراص، مثلًا /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>فعّل ذاكرة المحرك المؤقتة أو عطّلها.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>أبقِ الإعداد بعد دورة الطاقة، حيث يستطيع المحرك أو udisks2 إبقاءه فعلًا.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>يحتاج &apos;cache&apos; إلى DEVICE واحد بالضبط، مثلًا &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>يقبل --set القيمة &apos;on&apos; أو &apos;off&apos;، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>يُستخدم --persist مع --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>اعرض صحة المحرك: الحكم الإجمالي، ودرجة الحرارة، والساعات، ودورات الطاقة، والإيقافات غير الآمنة.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>يحتاج &apos;health&apos; إلى DEVICE واحد بالضبط، مثلًا &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>يحتاج --language إلى لغة، واحدة من: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>لغة مجهولة &apos;%1&apos;. اختر واحدة من: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>اعرض المساعدة لهذا الأمر.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. جرّب &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 بايت)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>اكتب نتائج كل محرك لـ Prometheus وقارئات OpenMetrics الأخرى: الهوية، والصحة، ورؤى ذاكرة الكتابة المؤقتة، والمحاذاة، وأحدث نتائج الاختبارات (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>نص OpenMetrics، يقرؤه أيضًا مُجمِّع textfile في node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>اكتب إلى FILE، مع استبداله دفعة واحدة، بدل المخرج القياسي.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>صدّر هذا المحرك فقط (وجهاز loop أيضًا)؛ يمكن تحديده أكثر من مرة.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>صدّر أجهزة loop أيضًا (مستبعدة افتراضيًا).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>اقرأ نتائج الاختبارات من مجلد بيانات DriveProof هذا (الذي يحوي history/ وpowerloss/) بدل مجلدك؛ يمكن تحديده أكثر من مرة.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>اقرأ نتائج اختبارات كل مستخدمي هذا الجهاز (يحتاج صلاحيات الجذر).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>لا يقبل &apos;export&apos; أي وسائط. استخدم --device DEVICE لمحرك واحد.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>اختر صيغة: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>خام، 512 بايت</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>كلمات ست عشرية (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (عنونة 48 بت)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (عنونة 28 بت)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (غير مُبلغ عنه؛ مفترض)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>غير دوّار (حالة صلبة)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 دورة/دقيقة</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>نعم، عمق الطابور %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>تفريغ IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>الصيغة</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>الطراز</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>الرقم التسلسلي</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>البرنامج الثابت</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>السعة</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>القطاعات</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>القطاع المنطقي</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>القطاع الفعلي</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>إزاحة المحاذاة</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>سرعة الدوران</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>ذاكرة الكتابة المؤقتة مدعومة</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>ذاكرة الكتابة المؤقتة مفعّلة</translation>
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
        <translation>المجموع الاختباري</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>صحيح</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>غير موجود</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>وَسَم المحرك هذه البيانات بأنها غير مكتملة</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>الملف الداعم</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>المورّد</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>الناقل</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>أدنى إدخال/إخراج</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>الإدخال/الإخراج الأمثل</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>الوسيط</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>قابل للإزالة</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>للقراءة فقط</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>ذاكرة الكتابة المؤقتة (رؤية النواة)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>موصول على</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>غير موصول</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>محجوز من قِبل</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>نقطة الوصل</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>غير معروف:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>اعرض كل ما هو معروف عن محرك أقراص واحد.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>محرك أقراص، مثلًا /dev/sda أو sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>فك ترميز تفريغ ATA IDENTIFY محفوظ بدل محرك: 512 بايت خام، أو الكلمات الست عشرية التي يطبعها &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>لا يقبل &apos;info --identify-file FILE&apos; أي DEVICE: إنه يفك ترميز الملف وحده.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>يحتاج &apos;info&apos; إلى DEVICE واحد بالضبط، مثلًا &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ملف</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>حالة صلبة</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 دورة/دقيقة</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>دوّار</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>اسرد محركات الأقراص على هذا الجهاز: الهوية، والحجم، وأحجام القطاعات، والوسيط، ورؤية النواة لذاكرة الكتابة المؤقتة، ونقاط الوصل.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>لا يقبل &apos;list&apos; أي وسائط. استخدم &apos;driveproof-cli info DEVICE&apos; لمحرك واحد.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>لم يُعثر على محركات أقراص. داخل حاوية قد لا يُظهر /sys/block أي محرك؛ وعلى حاسوب مكتبي تأكد من أن المحرك موصول.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>الناقل</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>الطراز</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>القطاعات م/ف</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>الوسيط</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>ذاكرة الكتابة</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>قسم</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>أمر مجهول &apos;%1&apos;. جرّب &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>اختبار انقطاع التيار: هل يحتفظ المحرك بما أكّده عند انقطاع التيار؟
  prepare   فحص المحرك والجهاز، وإنشاء منطقة الاختبار
  run       الكتابة وإبلاغ الشاهد بكل إيداع؛ افصل القابس عندما يُطلب منك
  verify    بعد إعادة التشغيل: قراءة المنطقة، وجلب سجل الشاهد، وإصدار الحكم
  practice  الإجراء كاملًا على محرك محاكى على هذا الجهاز</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare أو run أو verify أو practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>منطقة الاختبار: ملف (يُنشأ إن لم يكن موجودًا) أو جهاز كتل (مع --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>عنوان الشاهد، كما يعرضه.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>حجم منطقة الاختبار، مثلًا 1G (الافتراضي: 1G؛ للتدريب: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>طريقة الإيداع: fdatasync (الافتراضي) أو fsync أو open_datasync أو open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>الكتابات لكل إيداع (إيداع جماعي)؛ الافتراضي 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: الجولة المراد التحقق منها (معرّفها أو بدايته)، بدل الجولة المعلّقة لـ --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>اسمح بجهاز خام هدفًا: سيضيع كل ما عليه.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (الافتراضي) أو lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: ثواني الكتابة قبل القطع المحاكى (الافتراضي: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>اطبع النتيجة بصيغة JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل powerloss الأوامر prepare أو run أو verify أو practice، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --size حجمًا لا يقل عن 1M، مثل 1G أو 256M، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --method القيم fdatasync أو fsync أو open_datasync أو open_sync، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --writes-per-commit عددًا من 1 إلى 1024، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --witness القيمة HOST:PORT مثل 192.168.1.20:7070، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --mode القيمة honest أو lying، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --seconds عددًا من 0 إلى 3600، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --run-id معرّف جولة بالنظام الست عشري (أو بدايته)، مثل 3f9a، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>حدّد منطقة الاختبار بـ --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --target ملفًا (يُنشأ إن لم يكن موجودًا) أو جهاز كتل، وليس المجلد %1. سمِّ ملفًا داخله، مثلًا %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --target ملفًا (يُنشأ إن لم يكن موجودًا) أو جهاز كتل؛ و%1 أنبوب أو مقبس أو جهاز محارف.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يسمّي --target ملفًا في مجلد غير موجود: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 جهاز: يكتب الاختبار فوق كل بياناته. أضف --destructive إن كان هذا ما تريده، أو سمِّ ملفًا.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>تحضير منطقة الاختبار: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 إيداع/ث، الشاهد يحتفظ بـ #%3، %4 قيد التنفيذ، الاتصال %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** افصل القابس الآن ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>اقطع التيار من المقبس الجداري (وليس بزر التشغيل). بعد إعادة التشغيل، شغّل &apos;driveproof-cli powerloss verify&apos; بالهدف نفسه.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>الحكم: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>فحوص الصلاحية:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>سليم</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>غير سليم</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>الكتابات المؤكَّدة: %1؛ الكتل المفحوصة: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>ملاحظة: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>تحذير: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>منطقة الاختبار: %1، %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>المحرك: %1، الرقم التسلسلي %2، البرنامج الثابت %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>ذاكرة الكتابة المؤقتة: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>الإيقافات غير الآمنة حتى الآن: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>جاهز. شغّل الشاهد، ثم &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>توقف بسلام بعد %1 إيداع؛ والشاهد يحتفظ بها كلها. لا شيء للتحقق منه: التوقف السليم ليس انقطاعًا للتيار.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>لا يوجد اختبار انقطاع تيار معلّق لـ %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>لا يوجد اختبار انقطاع تيار معلّق بمعرّف الجولة &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>تدرّب على محرك محاكى يكذب بشأن أوامر التفريغ.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>تدرّب على محرك محاكى صادق.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>الجولة %1: بدأت</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>الجولة %1: عاد الكاتب (%2 إيداع حتى الآن)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>الجولة %1: %2 إيداع مؤكَّد</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>الجولة %1: صمت الكاتب عند %2: الوقت المقدّر لانقطاع التيار</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>الجولة %1: أبلغ الكاتب عن خطأ: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>الجولة %1: توقف الكاتب عمدًا (دون انقطاع التيار)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>الجولة %1: خُزّن تقرير المتحقق</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>رُفض اتصال: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>الجولة %1: خطأ في سجل اليومية: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>كن الشاهد في اختبار انقطاع التيار: سجّل كل إيداع يُبلغ عنه الكاتب، ليعرف المتحقق بعد انقطاع التيار ما الذي أكّده المحرك. يعمل حتى Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>العنوان والمنفذ للاستماع (الافتراضي: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>مجلد سجلات اليومية للجولات (الافتراضي: مجلد بيانات DriveProof). ضعه على قرص غير القرص قيد الاختبار.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>لا يقبل witness أي وسيط، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل --listen القيمة ADDRESS:PORT مثل 0.0.0.0:7070، وليس &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>رمز الاقتران: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>يستمع على %1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>على الجهاز قيد الاختبار، اكتب أحد عناوين الشاهد هذه:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>سجلات اليومية في %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>توقف الشاهد؛ كل سجلات اليومية مُزامَنة.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>الوصلة</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>نوع المحرك</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>لم تُحفظ النتيجة في سجل القرص: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>يبدو %1 (%2، %3) فارغًا. يكتب اختبار السعة فوق كل ما عليه. المتابعة؟ [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>هل المحرك بالحجم الذي يدّعيه؟ يكتب سجلات على الجهاز كله ثم يقرؤها ويميّز المحرك الأصلي من المزيّف.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>المحرك، مثل /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>الفحص السريع: بضعة آلاف من السجلات، دقائق.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>التحقق الكامل: كل كتلة تُكتب وتُقرأ؛ يُستأنف من حيث توقّف تشغيل مقطوع.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>السماح بالكتابة دون طرفية يُسأل فيها: يضيع كل ما على الجهاز.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>حدّد جهازًا واحدًا و‎--quick‎ أو ‎--full‎. جرّب &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>يكتب اختبار السعة فوق كل ما على %1. أضف ‎--destructive‎ إن كان هذا ما تريده.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>سيئ: البايتات من %1 إلى %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… ولا نطاقات سيئة أخرى (%n) (انظر ‎--json‎).</numerusform>
            <numerusform>… ونطاق سيئ آخر (%n) (انظر ‎--json‎).</numerusform>
            <numerusform>… ونطاقان سيئان آخران (%n) (انظر ‎--json‎).</numerusform>
            <numerusform>… و%n نطاقات سيئة أخرى (انظر ‎--json‎).</numerusform>
            <numerusform>… و%n نطاقًا سيئًا آخر (انظر ‎--json‎).</numerusform>
            <numerusform>… و%n نطاق سيئ آخر (انظر ‎--json‎).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 فارغ (لا جدول أقسام ولا نظام ملفات): ستتم الكتابة عليه دون طلب اسمه.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>لا يملك %1 ذاكرة كتابة مؤقتة خاصة به لتبديلها (جهاز loop أو virtio أو بطاقة ذاكرة): توجد رؤية النواة فقط. لم يتغير شيء.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 جهاز loop فوق %2: ليست له صحة خاصة به. اسأل المحرك الذي يحمل ذلك الملف.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 إيداع/ث</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>اعرض التشغيلات المحفوظة لمحرك واحد، الأحدث أولًا.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>يحتاج &apos;history&apos; إلى DEVICE واحد بالضبط، مثل &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>لا توجد تشغيلات محفوظة لـ %1 بعد. يصنع &apos;driveproof-cli bench quick FOLDER&apos; على أحد أنظمة ملفاته أول تشغيل.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>الاختبار</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>الملخص</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>ضع تشغيلين جنبًا إلى جنب: القياسات المشتركة بينهما، B مقابل A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>معرّف تشغيل (تكفي أول 8 أحرف) أو ملف نتيجته؛ مرتين.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>يحتاج &apos;compare&apos; إلى تشغيلين، مثل &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;؛ يعرض &apos;driveproof-cli history DEVICE&apos; معرّفاتها.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>القياس</translation>
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
        <translation>أ: %1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>ب: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>غير متماثلين: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>لا يوجد قياس مشترك بين التشغيلين: لا شيء للمقارنة. قارن تشغيلين للاختبار نفسه.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>فارغ: لا جدول أقسام، لا نظام ملفات</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>بيانات (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>غير معروف: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>المحتوى</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>الدخل القياسي</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>تعذّرت قراءة رمز الاقتران من %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>رمز الاقتران (كما يعرضه الشاهد): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>هذا ليس رمز اقتران: اكتب المحارف الـ 12 التي يعرضها الشاهد، مثل K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>لم يعد --pairing مقبولًا: يستطيع كل مستخدم لهذا الجهاز قراءة سطر الأوامر. اكتب الرمز عندما يُطلب منك، أو استخدم --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>اقرأ رمز الاقتران الذي يعرضه الشاهد من FILE (&apos;-&apos;: الدخل القياسي). من دونه يطلب run الرمز.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>يحتاج run إلى الشاهد: --witness HOST:PORT كما يعرضه &apos;driveproof-cli witness&apos;، ورمز الاقتران الخاص به (يُطلب، أو --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>استخدم رمز الاقتران الموجود في FILE (&apos;-&apos;: الدخل القياسي) بدلًا من رمز عشوائي.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>تعذرت قراءة سجلات المحرك (مساعد أقدم، أو محرك لا يحفظها).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>هل هو جديد؟ %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>اعرض أيضًا كل السجلات التي يحفظها المحرك: كل سمة SMART أو حقل في سجل صحة NVMe، وسجل الاختبارات الذاتية، وعدد الأخطاء المسجلة.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>تذكّر قدرة التحمل التي تذكرها الشركة المصنعة لطراز هذا المحرك، بالتيرابايت المكتوبة (TBW)، وقارن البيانات المكتوبة بها من الآن فصاعدًا.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>يقبل ‎--rated-tbw عدد التيرابايت المكتوبة، مثل 600، لا &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>نحو %n دقيقة</numerusform>
            <numerusform>نحو دقيقة واحدة (%n)</numerusform>
            <numerusform>نحو دقيقتين (%n)</numerusform>
            <numerusform>نحو %n دقائق</numerusform>
            <numerusform>نحو %n دقيقة</numerusform>
            <numerusform>نحو %n دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>الاختبارات الذاتية</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>متاحة</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>غير متاحة</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>الآن</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>جارٍ، اكتمل %1%</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>لا يجري أي اختبار ذاتي</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>آخر نتيجة</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>اختبار قصير</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>اختبار موسّع</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>اختبار النقل</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>الاختبار الذاتي على %1: اكتمل %2%</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>توقفت المتابعة. يواصل المحرك الاختبار؛ الأمر &apos;driveproof-cli selftest %1 abort&apos; يوقفه.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>ابدأ الاختبار الذاتي الخاص بالمحرك أو أوقفه أو تابعه. المحرك هو من يجريه ويحفظ النتيجة في سجل اختباراته الذاتية (يعرضه &apos;health DEVICE --all&apos;).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short أو extended أو conveyance (ATA) أو abort أو status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>تابع الاختبار الجاري حتى ينتهي؛ تكون حالة الخروج 1 إذا فشل.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>يحتاج &apos;selftest&apos; إلى DEVICE وACTION، مثل &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>إجراء اختبار ذاتي غير معروف &apos;%1&apos;: استخدم short أو extended أو conveyance أو abort أو status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: بلا جدول أقسام، القطاع المنطقي %2 بايت، القطاع الفعلي %3 بايت، حجم الإدخال/الإخراج الأمثل %4، إزاحة المحاذاة %5 بايت.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>تعذّر حفظ نتيجة الاختبار الذاتي في سجل القرص: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>تنسيق LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>القطاع</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>قيد الاستخدام</translation>
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
        <translation>الاستخدام: driveproof-cli COMMAND [الخيارات]

يقول الحقيقة عن محرك الأقراص.

الأوامر:
  list          سرد المحركات مع الهوية والبنية ورؤية ذاكرة الكتابة المؤقتة
  info DEVICE   كل ما هو معروف عن محرك واحد
  align TARGET  فحص محاذاة الأقسام لمحرك أو لملف صورة قرص
  cache DEVICE  ذاكرة الكتابة المؤقتة للمحرك ورؤية النواة؛ --set on|off
  health DEVICE صحة المحرك: الحكم، ودرجة الحرارة، والساعات، والإيقافات
  selftest DEVICE short|extended|abort|status  الاختبار الذاتي الخاص بمحرك الأقراص
  bench FAMILY [TARGET]  القياس: quick وcommit وthroughput وrandom والمسوحات...
  history DEVICE  التشغيلات المحفوظة لمحرك، الأحدث أولًا
  compare RUN RUN  تشغيلان جنبًا إلى جنب، وما يجعلهما غير متماثلين
  powerloss prepare|run|verify|practice  اختبار انقطاع التيار (فصل القابس)
  witness       أن تكون الجهاز الثاني في اختبار انقطاع التيار
  export --openmetrics  نتائج كل المحركات لـ Prometheus (أساطيل الأجهزة)
  capacity DEVICE --quick|--full  هل المحرك بالحجم الذي يدّعيه (المزيّفات)
  trim TARGET   هل يصل TRIM إلى المحرك عبر كل طبقة

الخيارات:
  -h, --help     عرض هذه المساعدة؛ &apos;driveproof-cli COMMAND --help&apos; لأمر بعينه
  -v, --version  عرض الإصدار
  --language LANG
                 التحدث باللغة LANG، مثلًا de أو pt_BR أو zh_TW، بدل لغة
                 النظام؛ يعمل مع كل الأوامر
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>نعم، حتى المحرك</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>حتى الملف الذي يقوم عليه جهاز loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>لا: طبقة ما تُسقطه</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>لا: المحرك لا يقبله</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>مفعّل</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>محجوب</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>غير مثبّت</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd لا يعمل)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>من %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>من %1 (مركّب على %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>الطبقة</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>دقة discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>أكبر discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>يمرّر TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>يقول هل يصل TRIM إلى المحرك عبر كل طبقة (قسم، dm-crypt، LVM، md، loop، USB)، وهل يعمل fstrim.timer، وأي أنظمة ملفات مركّبة مع discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>محرك، أو قسم، أو جهاز dm أو md أو loop، أو مجلد، مثلًا /dev/sda أو /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>يحتاج &apos;trim&apos; إلى TARGET واحد بالضبط، مثلًا &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM من %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>قيّم تقريرًا بدلًا من محرك: مخرجات &apos;smartctl -x&apos; أو &apos;smartctl -x --json&apos; أو &apos;nvme smart-log -o json&apos; المحفوظة في FILE (&apos;-&apos;: الدخل القياسي).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>مع ‎--report لمخرجات nvme smart-log: مخرجات &apos;nvme id-ctrl -o json&apos; لمعرفة الطراز والرقم التسلسلي والبرنامج الثابت.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>لا يقبل &apos;health --report FILE&apos; أي DEVICE ولا ‎--rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>لا يوجد جهاز كتل باسم %1. شغّل &apos;driveproof-cli list&apos; لرؤية محركات الأقراص على هذا الجهاز.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>اختفى %1 أثناء قراءته. تأكد من أن المحرك ما زال موصولًا.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 موصول على %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 مستخدم كمساحة تبديل.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
            <numerusform>%1 (وغير ذلك: %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>لا يُبلغ عنه جهاز %1 هذا عبر sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>model</source>
        <translation>الطراز</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>الرقم التسلسلي</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>مراجعة البرنامج الثابت</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>سرعة الدوران</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>تعذّر فتح %1 حتى بصلاحيات الجذر (%2): النظام يمنع الوصول إليه (حاوية أو سياسة أمان)، لذا يُعرض فقط ما يُبلغ عنه sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>تعذّر فتح %1 (%2): يُعرض فقط ما يُبلغ عنه sysfs. شغّل البرنامج بصلاحيات الجذر أو عبر مساعد DriveProof لمعرفة المزيد.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>عقدة الجهاز</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 يحمل بيانات جهاز loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 جزء من %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 يحوي القسم %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>لا يوجد %1. حدّد جهازًا مثل /dev/sda (انظر &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 مجلد أو ملف، وليس جهاز كتل. حدّد جهازًا مثل /dev/sda (انظر &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت قراءة %1 لمعرفة ما يحتويه: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>تعذّرت قراءة بداية %1 ونهايته لمعرفة ما يحتويه.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>لا يملك udev سجلًا للجهاز %1، وتعذّرت قراءته مباشرةً (شغّل البرنامج بصلاحيات الجذر، أو شغّل udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 ليس بصيغة JSON صالحة: %2 عند البايت %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 أكبر من أي تقرير محرك (%2 على الأكثر). حدّد مخرجات smartctl -x أو nvme smart-log، لا صورة قرص.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ليس تقرير محرك يستطيع DriveProof قراءته: حدّد مخرجات &apos;smartctl -x&apos; أو &apos;smartctl -x --json&apos; أو &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 تقرير لمحرك SAS أو SCSI: يقيّم DriveProof تقارير محركات ATA (SATA) وNVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>من التقرير %1، لا من المحرك نفسه: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>من التقرير %1، لا من المحرك نفسه: %2، الرقم التسلسلي %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1، السطر %2: أكثر من 30 سمة SMART، ولا يوجد محرك فيه هذا العدد.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت قراءة %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>من التقرير %1، لا من المحرك نفسه.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>يصل TRIM من %1 إلى المحرك %2 عبر كل الطبقات.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>المحرك %1 يقبل TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>يصل TRIM من %1 إلى جهاز loop ‏%2، الذي يحرّر المساحة في ملفه %3. المحرك الذي تحت ذلك الملف لا يتلقاه إلا من نظام ملفاته الخاص (مركّبًا مع discard، أو عبر fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>وحدة dm-crypt ‏%1 تُسقط أوامر discard، لذا لا يصل TRIM من %2 إلى المحرك أبدًا. افتحها مع ‎--allow-discards (أو خيار discard في /etc/crypttab)؛ عندها يرى من يراقب المحرك الخام أي الكتل فارغة.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 يُسقط أوامر discard، لذا يتوقف TRIM من %2 هناك ولا يصل إلى المحرك أبدًا.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>لا تعرض النواة حدود discard للجهاز %1، لذا لا يُعرف هل يمرّ TRIM عبره.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 قرص صلب: لا يقبل TRIM ولا يحتاج إليه.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 موصول عبر usb-storage ‏(Bulk-Only Transport)، الذي لا يمرّر TRIM. في علبة UAS أو على منفذ UAS قد يمرّره.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 موصول عبر UAS، لكن جسره لا يعلن دعم TRIM، لذا لا ترسله النواة.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 لا يقبل TRIM (قيمة discard_max_bytes في النواة هي 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>لا يوجد نظام ملفات مركّب على %1. يأتي TRIM من نظام ملفات مركّب (fstrim أو خيار discard)، أو من blkdiscard الذي يمحو كل شيء.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 مركّب مع discard: كل حذف يمرّ عبر TRIM فورًا، وهذا يبطئ الحذف على بعض المحركات. الخيار المعتاد هو fstrim.timer الأسبوعي.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 مركّب مع discard=async: المساحة المحرَّرة تمرّ عبر TRIM على دفعات.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>يمرّر fstrim.timer ‏%1 عبر TRIM مرة كل أسبوع.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 ليس مركّبًا مع discard ولا يعالجه fstrim.timer، لذا لا يعرف المحرك أبدًا أي الكتل فارغة. شغّل &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd لا يعمل هنا، لذا لا يعالج fstrim.timer أي شيء. شغّل &apos;fstrim -a&apos; من cron، أو ركّب مع discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 ليس على جهاز كتل يراه DriveProof في sysfs. أعطِ محركًا أو قسمًا أو مجلدًا عليه.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>تعذّرت قراءة %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 بايت)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln بايت</numerusform>
            <numerusform>%Ln بايت</numerusform>
            <numerusform>%Ln بايت</numerusform>
            <numerusform>%Ln بايتات</numerusform>
            <numerusform>%Ln بايتًا</numerusform>
            <numerusform>%Ln بايت</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>جهاز loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>مدعوم بملف</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>حالة صلبة</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 دورة/دقيقة</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>دوّار</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>غير مُبلغ عنه لهذا الجهاز.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>قرص صلب</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>محرك أقراص ذو حالة صلبة</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>محرك أقراص NVMe ذو حالة صلبة</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>محرك أقراص USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>جهاز loop (ملف مستخدم كمحرك أقراص)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>محرك أقراص</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>يقول الحقيقة عن محرك الأقراص.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>اعرض هذا المحرك أولًا، مثلًا /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>احفظ صورة للنافذة في ملف PNG هذا بعد قراءة كل شيء، ثم اخرج.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>افتح نافذة التفضيلات عند البدء.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>افتح نافذة «عن البرنامج» عند البدء.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>شغّل هذا الاختبار (quick أو random أو commit أو ...) في النافذة دون نقرات، واكتب النتيجة (--json-out) ثم اخرج؛ لسكربتات قياس الأداء.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>مع --run-test: هذه القياسات فقط، مفصولة بفواصل، مثلًا rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>مع --run-test: المجلد (أو الملف) المراد الاختبار فيه.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>مع --run-test: حجم الاختبار، مثلًا 1G أو 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>مع --run-test: الثواني لكل قياس (الافتراضي: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>مع --run-test: اكتب النتيجة بصيغة JSON إلى هذا الملف.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>تحقّق من اختبارات انقطاع التيار التي تنتظر التحقق (بعد انقطاع التيار)؛ يشغّل هذا مُدخَلُ البدء التلقائي لأي اختبار معلّق.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>افتح اختبار انقطاع التيار عند البدء.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>افتح صفحة شاهد انقطاع التيار عند البدء.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>يحتاج --duration إلى عدد من الثواني</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لم يُسمح لك بقراءة إعداد ذاكرة الكتابة المؤقتة لـ %1. حاول مجددًا واستوثق عند الطلب، أو اسأل مسؤول النظام.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لم يُسمح لك بتبديل ذاكرة الكتابة المؤقتة لـ %1، لذا لم يُغيَّر شيء. حاول مجددًا واستوثق عند الطلب، أو اسأل مسؤول النظام.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لم يُسمح لك بقراءة صحة %1. حاول مجددًا واستوثق عند الطلب، أو اسأل مسؤول النظام.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>مساعد DriveProof غير مثبّت، لذا لا يستطيع DriveProof مخاطبة المحرك وهو يعمل بحسابك. ثبّت حزمة DriveProof، أو شغّل DriveProof بصلاحيات الجذر.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>ناقل النظام لا يسمح لـ DriveProof بالوصول إلى مساعده: سياسة D-Bus الخاصة بالمساعد مفقودة. أعد تثبيت حزمة DriveProof، أو شغّل DriveProof بصلاحيات الجذر.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>لا يوجد ناقل نظام، لذا لا يستطيع DriveProof الوصول إلى مساعده. شغّل خدمة نظام D-Bus، أو شغّل DriveProof بصلاحيات الجذر.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>فشل الطلب الخاص بـ %1: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>يبدأ عند حدّ قطاع فعلي.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>يبدأ بعد حدّ القطاع الفعلي بمقدار %1 بايت.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>يبدأ عند حدّ 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>لا يبدأ عند حدّ 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>لا يبدأ عند مضاعف لحجم الإدخال/الإخراج الأمثل للمحرك.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>غير موصول</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>لم يُفحص</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>اختبار مجهول &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>يحتاج --run-test إلى --target، مجلد أو ملف موجود</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; ليس حجمًا، مثلًا 1G أو 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>كتابة مؤجلة (write back): النواة ترسل أوامر التفريغ</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>كتابة مباشرة (write through): النواة لا ترسل أوامر التفريغ</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>افتح تقرير المحرك هذا (smartctl -x أو smartctl --json أو nvme smart-log -o json) عند البدء.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>عن DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>يقول لك الحقيقة عن محرك الأقراص: ما هو، وهل أقسامه محاذاة، وهل ذاكرة الكتابة المؤقتة فيه مفعّلة، وما سرعته في الإيداع والنقل المتواصل والوصول العشوائي، وهل يحتفظ بالكتابات التي أكّدها.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>ما يفعله DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · النواة %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>الإصدارات</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>برنامج حر مرخّص بموجب رخصة غنو العمومية، الإصدار 3 أو أي إصدار لاحق (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). يأتي دون أي ضمان.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>الرخصة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>افحص السعة…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>هل المحرك بالحجم الذي يدّعيه؟ يكشف المحركات المزيّفة.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>فحص السعة: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>هل سعة %1 حقًا %2؟ يكتب الفحص سجلات على المحرك كله ثم يقرؤها ويميّز المحرك الأصلي من المزيّف.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>فحص سريع: بضعة آلاف من السجلات، دقائق</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>تحقق كامل: كل كتلة، ساعات على محرك كبير</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>يضيع كل ما على %1 (%2): كل قسم وكل ملف.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>فحص السعة</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>كتابة</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>قراءة</translation>
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
        <translation>انسخ الصورة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>الإيداعات في الثانية، حسب الطريقة</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>الإيداعات في الثانية (لوغاريتمي)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>دائم، وذاكرة الكتابة المؤقتة كما كانت</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>إيداعات دائمة</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>دائم، وذاكرة الكتابة المؤقتة معطّلة</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>غير دائم (خط أساس للمقارنة)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 دورة/دقيقة: نحو %2 إيداع/ث كحد أقصى حين ينتظر كل إيداع دوران القرص</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (الأقدم)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (الأحدث)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>الجولتان جنبًا إلى جنب</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>إيداع/ث</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>الكتابات المؤكَّدة قبل انقطاع التيار</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>الثواني قبل القطع</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>رقم الكتابة</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>محفوظة</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>مفقودة</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>ممزقة (محفوظة جزئيًا)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>القطع المقدّر</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>القراءات العشوائية قبل فترة الخمول وبعدها</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>القراءات العشوائية للكتل نفسها</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>الجولة الأولى</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>الجولة الثانية، بعد فترة الخمول</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>زمن الاستجابة</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>زمن استجابة %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>زمن الاستجابة (µs، لوغاريتمي)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>نسبة العمليات (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>العمليات</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (الوسيط): %1 µs</translation>
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
        <translation>معدل القراءة عبر منطقة الاختبار</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>معدل الكتابة مع امتلاء منطقة الاختبار</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>الموضع (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>البيانات المكتوبة (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS ومعدل النقل حسب حجم الكتلة</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>حجم الكتلة (KiB، لوغاريتمي)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS ومعدل النقل حسب عمق الطابور</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>عمليات الإدخال/الإخراج الجارية لكل خيط (لوغاريتمي)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS ومعدل النقل حسب عدد الخيوط</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>الخيوط (لوغاريتمي)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (لوغاريتمي)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (لوغاريتمي)</translation>
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
        <translation>معدل النقل عبر الزمن</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>عمليات الإدخال/الإخراج في الثانية عبر الزمن</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>الإيداعات في الثانية عبر الزمن</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>الإيداعات في الثانية</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>الثواني</translation>
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
        <translation>إيداع/ث</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>زمن الاستجابة p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>جولتان جنبًا إلى جنب</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>عودة إلى السجل</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>مقارنة بين جولتين</translation>
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
        <translation>القياس</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
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
        <translation>لا يوجد قياس مشترك بين هاتين الجولتين، لذا لا شيء يُوضع جنبًا إلى جنب. قارن جولتين من الاختبار نفسه.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>هذان اختباران مختلفان (%1 و%2): القياسات المشتركة بينهما فقط لها نسبة.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>مماثل</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ أفضل بنسبة %1%</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ أسوأ بنسبة %1%</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>يتبع الأفضل والأسوأ طبيعة كل كمية: المزيد من MB/s أو IOPS أو الإيداعات في الثانية أفضل، وزمن الاستجابة الأقل أفضل. يُعدّ الفرق ضمن 3% مماثلًا: فجولتان على المحرك نفسه تختلفان بهذا القدر.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B مقابل A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1، %2، على %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>لم يُجرَ هذان التشغيلان بالطريقة نفسها، فلا تُقارن أرقامهما مباشرة. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>أأمسح %1؟</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>يكتب هذا الاختبار (%1) فوق %2 (%3). سيضيع كل ما عليه: كل قسم، وكل ملف. لا يمكن التراجع عن هذا.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>للمتابعة، اكتب اسم الجهاز، &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>اسم الجهاز</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>امسح واختبر</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>أتختبر المحرك الفارغ %1؟</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) فارغ: لا جدول أقسام فيه ولا نظام ملفات، كما يصل أي محرك جديد. يكتب الاختبار (%3) على الجهاز كله؛ وأي شيء عليه لا يتعرف عليه DriveProof سيُفقد.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>اكتب واختبر</translation>
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
%2، %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1، %2، %3، %4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>جيدة</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>تنبيه</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>سيئة</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2، %3
الصحة: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1، %2، %3، %4، الصحة: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>اختبر هذا المحرك…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>قِس أداء %1: فحص سريع، ومعدل الإيداع، والإنتاجية، والمزيد، في نافذة خاصة به</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>فحص سريع</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>قِس اختبارات CrystalDiskMark الأربعة الآن، في نحو %1، على ملف مؤقت في %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>هذا المحرك فارغ: لا جدول أقسام ولا نظام ملفات. لكنه للقراءة فقط أو قيد الاستخدام، لذا لا تعمل عليه إلا اختبارات القراءة.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>هذا المحرك فارغ: لا جدول أقسام ولا نظام ملفات، كما يصل أي محرك جديد. يعمل الفحص السريع واختبار الإيداع والكتابة المتواصلة على الجهاز كله بعد تأكيد واحد؛ ولا حاجة إلى تقسيمه أولًا.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>يحتاج الفحص السريع إلى مجلد على هذا المحرك، ولا يوجد أي نظام ملفات له مُركَّب. ركّب واحدًا (في مدير الملفات أو في أقراص GNOME) واضغط تحديث (F5)، أو استخدم «اختبر هذا المحرك…» لاختبارات القراءة على الجهاز كله (قراءة تسلسلية وعشوائية، فحص السطح)، وهي لا تكتب شيئًا.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>يحتاج الفحص السريع إلى مجلد على هذا المحرك يمكنك الكتابة فيه، ولا يوجد أي نظام ملفات له مُركَّب حيث يُسمح لك بالكتابة. ركّب واحدًا حيث يُسمح لك واضغط تحديث (F5)، أو اختر مجلدًا لك عليه عبر «اختبر هذا المحرك…».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>قِس اختبارات CrystalDiskMark الأربعة الآن، في نحو %1، على الجهاز الفارغ %2 (يطلب التأكيد مرة واحدة)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>الصحة</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>جارٍ القراءة…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>مجهولة</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>الصحة: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>لا توجد بيانات صحة</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 ملف مستخدم كمحرك أقراص (%2): ليس له بيانات صحة خاصة به. صحة المحرك الذي يحوي الملف هي ما يهم.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 قرص افتراضي: المحرك الحقيقي على المضيف، والمضيف وحده يستطيع قراءة صحته.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يُبلغ %1 عن بيانات صحة يستطيع DriveProof قراءتها.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>جيدة</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>لا يجد المحرك أي خلل. هذا يتنبأ ببعض الأعطال لا كلها: احتفظ بنسخ احتياطية.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>تنبيه</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>تأكد من أن نسخك الاحتياطية حديثة، وافحص هذا المحرك مجددًا قريبًا.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>سيئة</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>انسخ البيانات التي على هذا المحرك احتياطيًا الآن وخطّط لاستبداله.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>لم يقدّم المحرك تقييمًا إجماليًا لصحته.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>درجة الحرارة</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>ساعات التشغيل</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>دورات الطاقة</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>إيقافات غير آمنة</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>عدد المرات التي انقطع فيها التيار قبل إخطار المحرك: كل منها لحظة كان يمكن أن تفقد فيها ذاكرة الكتابة المؤقتة بيانات.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>قطاعات تالفة</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>القطاعات التي استبدلها المحرك أو ينتظر استبدالها.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>أخطاء الوسيط</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>بيانات لم يستطع المحرك قراءتها أو كتابتها بشكل صحيح.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>الاحتياطي المتاح</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>الكتل الاحتياطية المتبقية لاستبدال الكتل المهترئة.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>الاهتراء</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>استُهلك %1 من عمره المقدّر</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>تقدير الشركة المصنّعة؛ ويمكن أن يتجاوز 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>مقروء من</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
            <numerusform>كل السجلات التي يحفظها المحرك (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
معرّف في: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>سجل الاختبارات الذاتية، الأحدث أولًا:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>الجولات السابقة على %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>تُحفظ هنا كل جولة اختبار على هذا المحرك. افتح إحداها لترى نتيجتها مجددًا، أو حدّد اثنتين (اضغط Ctrl مع النقر) لمقارنتهما جنبًا إلى جنب.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>الاختبار</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>الملخص</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>الجولات السابقة</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>افتح</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>قارن الجولتين المحددتين</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>احذف…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>اختبار جديد</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>جارٍ قراءة السجل…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>لا توجد جولات بعد. تظهر الاختبارات المنتهية هنا تلقائيًا.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>لا جولات محفوظة (%n).</numerusform>
            <numerusform>جولة واحدة محفوظة (%n).</numerusform>
            <numerusform>جولتان محفوظتان (%n).</numerusform>
            <numerusform>%n جولات محفوظة.</numerusform>
            <numerusform>%n جولة محفوظة.</numerusform>
            <numerusform>%n جولة محفوظة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>حدّد جولتين بالضبط للمقارنة</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>حذف الجولات</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>أأحذف %n جولة من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>أأحذف جولة واحدة (%n) من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>أأحذف جولتين (%n) من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>أأحذف %n جولات من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>أأحذف %n جولة من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
            <numerusform>أأحذف %n جولة من السجل؟ لا يمكن التراجع عن هذا.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>حدّد جولتين من الاختبار نفسه للمقارنة</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>الهوية</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>الملف الداعم</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>الناقل</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>لا تذكر النواة كيف وُصل هذا المحرك.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>سرعة الدوران مجهولة: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>الوسيط</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>قابل للإزالة</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>للقراءة فقط</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>الطراز</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>المورّد</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>الرقم التسلسلي</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>البرنامج الثابت</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>الوصلة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>جارٍ البحث عن محركات الأقراص…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>جارٍ فحص أقسام %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>جارٍ تبديل ذاكرة الكتابة المؤقتة لـ %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>جارٍ قراءة ذاكرة الكتابة المؤقتة وصحة %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 لا يعمل: الحقائق المعروضة مصدرها النواة وحدها.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ملف</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>اخرج</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>جهاز شاهد لاختبار انقطاع التيار…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>سجّل على هذا الحاسوب اختبار انقطاع التيار لمحرك حاسوب آخر</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>تحرير</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>التفضيلات…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>اختر اللغة ووحدة معدلات النقل وإعدادات الاختبار الافتراضية</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>عرض</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>حدّث</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>أعد قراءة قائمة محركات الأقراص</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مساعدة</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>عن DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>محركات الأقراص</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>مشغول</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>يجري اختبار على %1. أأوقفه وأخرج؟</numerusform>
            <numerusform>يجري اختبار على %1. أأوقفه وأخرج؟</numerusform>
            <numerusform>يجري اختباران على %1. أأوقفهما وأخرج؟</numerusform>
            <numerusform>تجري اختبارات على %1. أأوقفها وأخرج؟</numerusform>
            <numerusform>تجري اختبارات على %1. أأوقفها وأخرج؟</numerusform>
            <numerusform>تجري اختبارات على %1. أأوقفها وأخرج؟</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>أأوقف الاختبار؟</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>تُحفظ الخطوات المنتهية في السجل؛ ويُزال الملف المؤقت.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>أوقف واخرج</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>تابع الاختبار</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>أأوقف اختبار انقطاع التيار؟</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>اختبار انقطاع التيار قيد التشغيل. الخروج يوقفه دون انقطاع للتيار، فلا تستطيع هذه الجولة أن تبيّن هل يحتفظ المحرك بكتاباته.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>تابع التشغيل</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>افتح تقرير محرك…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>قيّم محركًا من تقرير smartctl أو nvme-cli الخاص به، مثل تقرير أرسله بائع</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>الصق تقرير محرك</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>قيّم تقرير smartctl أو nvme-cli الموجود في الحافظة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>خطر</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>تحذير</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
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
        <translation>طريقة الإيداع</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>إيداع/ث</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>المتوسط µs</translation>
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
        <translation>الأقصى µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>التفريغ لكل إيداع</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>الاختبار</translation>
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
        <translation>غير دائم</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>الأقسام</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>الجهاز</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>قطاع البداية</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>البداية (بايت)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>موصول على</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>المحاذاة</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>جارٍ فحص المحاذاة</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>جارٍ قراءة جدول الأقسام…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>ما يجب فعله</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>أقسام %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>لا تسرد النواة أي أقسام على هذا المحرك.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>لا يسرد جدول الأقسام أي أقسام.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>يسرد جدول الأقسام هذا القسم، لكن ليس للنواة عقدة جهاز له بعد (في بعض الأنظمة يضيفه &apos;partx -a&apos;).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>جارٍ الفحص…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>لم يسرد جدول الأقسام هذا القسم.</translation>
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
        <translation>يفتح «ابدأ» اختبار انقطاع التيار الموجَّه: يكتب إلى ملف اختبار (أو إلى الجهاز كاملًا)، ويُبلغ عن كل إيداع لشاهد على حاسوب ثانٍ، ويطلب منك فصل القابس. بعد إعادة التشغيل يفحص DriveProof أي الكتابات المؤكَّدة نجت. ويمكنك أيضًا التدرّب عليه على هذا الحاسوب بمحرك محاكى.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>الاختبارات:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>الاختبارات</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>المكان:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>حجم الاختبار:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>الوقت لكل خطوة (ثوانٍ):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>قراءة أو كتابة:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>فترة الخمول بين الجولتين (ثوانٍ):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>قِس أيضًا وذاكرة الكتابة المؤقتة للمحرك معطّلة، ثم أعد تفعيلها</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>السجل…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>الجولات السابقة على هذا المحرك، ومقارنة اثنتين منها</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>ابدأ الاختبار</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>قراءة</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>كتابة</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>مختلط: 70% قراءة، 30% كتابة</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>يستغرق ما تستغرقه كتابة %1 مرة واحدة: نحو %2 بمعدل %3، وأقل على محرك أسرع.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>يستغرق ما تستغرقه قراءة %1 مرة واحدة: نحو %2 بمعدل %3، وأقل على محرك أسرع.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>يستغرق نحو %1 بهذه الإعدادات.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>يستغرق نحو %1 بهذه الإعدادات، إضافة إلى لحظة لتحضير ملف الاختبار.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>يكتب هذا الاختبار فوق %1: سيضيع كل ما عليه، كل قسم وكل ملف. سيُطلب منك كتابة اسم الجهاز للتأكيد.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>يقرأ من %1 فقط؛ لا يتغير عليه شيء. قد تتطلب قراءة الجهاز مباشرة كلمة السر.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>يكتب فقط إلى ملف مؤقت في المجلد المختار ثم يزيله؛ لا يتغير شيء آخر على المحرك.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>يقرأ فقط. في المجلد يكتب أولًا الملف المؤقت الذي سيقرؤه، ثم يزيله.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>يفتح اختبار انقطاع التيار الموجَّه</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>يحوي %1 النظام قيد التشغيل: لن يكتب DriveProof فوقه أبدًا.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 أو أحد أقسامه موصول أو قيد الاستخدام (LVM، RAID، مجلد مشفّر). افصله أولًا لتكتب فوقه.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 للقراءة فقط.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>ملف مؤقت في %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>قد لا يُسمح لك بالكتابة هنا. اختر مجلدًا خاصًا بك على هذا المحرك عبر «مجلد آخر».</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>ملف مؤقت في مجلد آخر…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>الجهاز %1 كاملًا، قراءة فقط</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>الجهاز %1 كاملًا، مع مسح كل ما عليه</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>مكان تشغيل الاختبار</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>كامله</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>يستخدم اختبار الإيداع دائمًا 16 MiB، مثل pg_test_fsync، لتكون أرقامه قابلة للمقارنة مباشرة.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>مقدار ما يستخدمه الاختبار من المحرك. المناطق الأكبر تجمّلها الذاكرات المؤقتة أقل، لكن تحضيرها يستغرق وقتًا أطول.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>حجم الاختبار</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>اختر مجلدًا على المحرك المراد اختباره</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>ليس لهذا الجهاز ذاكرة كتابة مؤقتة خاصة به لتبديلها.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>إعداد ذاكرة الكتابة المؤقتة للمحرك غير معروف (انظر بطاقة ذاكرة الكتابة المؤقتة)، لذا لا يمكن تبديلها للاختبار.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>ذاكرة الكتابة المؤقتة للمحرك معطّلة أصلًا: سيقيسها الاختبار على هذا الحال.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>لا يسمح هذا المحرك بتبديل ذاكرة الكتابة المؤقتة.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>المجلد المختار ليس على أحد أنظمة ملفات هذا المحرك.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>تُعطَّل الذاكرة المؤقتة لجولة ثانية من القياسات ثم يُعاد تفعيلها بعد ذلك، حتى إذا فشل الاختبار أو أُلغي. قد يتطلب التبديل كلمة السر.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>لا يوجد نظام ملفات مُركَّب لهذا المحرك، فلا مجلد لملف الاختبار. ركّب واحدًا (في مدير الملفات أو في أقراص GNOME) واضغط تحديث (F5) في النافذة الرئيسية، أو اختر مجلدًا عبر «ملف مؤقت في مجلد آخر…»، أو اختر اختبار قراءة (قراءة تسلسلية أو عشوائية، فحص السطح) يقرأ الجهاز كله دون كتابة.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>اختر مكان تشغيل الاختبار: مجلدًا لك على هذا المحرك، عبر «ملف مؤقت في مجلد آخر…».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 اختر بدلًا من ذلك مجلدًا على المحرك، أو اختبار قراءة.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 فارغ: لا جدول أقسام ولا نظام ملفات، كما يصل أي محرك جديد. يكتب هذا الاختبار على الجهاز كله؛ وسيُطلب منك التأكيد مرة واحدة.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>الجهاز كله %1، وهو فارغ</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>مكان الاختبار</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>يكتب الاختبار سجلات تصف نفسها في منطقة اختبار، ويودعها كما تفعل قاعدة البيانات، ويُبلغ الشاهد بكل إيداع. الملف على المحرك يختبر الطبقات كلها: نظام الملفات والنواة والمحرك.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>منطقة الاختبار:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>منطقة الاختبار</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>الحجم:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>حجم منطقة الاختبار</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>أكبر من ذاكرة المحرك المؤقتة، كي لا تستطيع إخفاء الكتابات. 1 GiB يكفي لمعظم المحركات.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>طريقة الإيداع:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>طريقة الإيداع</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>الكتابات لكل إيداع:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>الكتابات لكل إيداع</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>القيمة 1 تودع كل كتابة. الأكثر: إيداع جماعي على دفعات، كما تفعل قواعد البيانات المشغولة.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>المحرك وحده يفقد التيار: سأسحب كابله (محرك USB أو قابل للتوصيل أثناء التشغيل)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>ملف اختبار في %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>ملف اختبار في مجلد آخر…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>الجهاز %1 كاملًا، مع مسح كل ما عليه</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>أحد أنظمة ملفات هذا المحرك موصول أو قيد الاستخدام: افصله أولًا لتكتب فوق الجهاز.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>اختر مجلدًا على المحرك المراد اختباره</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>يكتب الاختبار فوق %1: سيضيع كل ما عليه. سيُطلب منك كتابة اسم الجهاز للتأكيد.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>وضع سحب الكابل: يبقى الحاسوب عاملًا ويفقد المحرك وحده التيار. يمكن أن يعمل الشاهد على هذا الحاسوب (صفحة الشاهد، العنوان 127.0.0.1:7070)، لكن يجب أن يكون سجلّه على قرص غير القرص قيد الاختبار.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>يفقد الحاسوب كله التيار: ستسحب سلك الطاقة. ويعمل الشاهد على حاسوب ثانٍ.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>قبل الاختبار</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>أمور ينبغي معرفتها</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>جارٍ قراءة هوية المحرك وذاكرة الكتابة المؤقتة وصحته… قد تتطلب قراءة الذاكرة المؤقتة أو العدّادات كلمة السر.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>تدرّب مع محرك كاذب: يؤكّد الكتابات وهي ما زالت في ذاكرته المؤقتة، ويفقدها عند انقطاع التيار. توقّع النتيجة FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>تدرّب مع محرك صادق: يحتفظ بكل كتابة أكّدها. توقّع نجاح القطع المحاكى.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>ما الذي يحدث:
1. يُحضّر DriveProof محركًا محاكى بحجم 16 MiB وشاهدًا على هذا الحاسوب.
2. يكتب سجلات مرقّمة، ويودع كلًّا منها ويُبلغ الشاهد بها؛ ويعرض المخطط الإيداعات في الثانية.
3. حين تتدفق الإيداعات بثبات يقول «افصل القابس الآن»: اضغط «اقطع التيار». في الاختبار الحقيقي ستسحب سلك الطاقة في تلك اللحظة.
4. يبدأ المحرك المحاكى من جديد، فيقرؤه DriveProof ويقارنه بسجل الشاهد.
5. يبيّن التقرير ما احتفظ به المحرك وما فقده.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>لا يمكن تشغيل الاختبار: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>قرأ DriveProof هذا قبل الاختبار؛ وسيقارنه بعد انقطاع التيار.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>المحرك:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>الرقم التسلسلي:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>البرنامج الثابت:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>السعة:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>ذاكرة الكتابة المؤقتة:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>الإيقافات غير الآمنة حتى الآن:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>المحرك لا يعدّها</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>الحاسوب:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>ابدأ الاختبار: يُحضّر DriveProof منطقة الاختبار (يستغرق هذا بعض الوقت)، ثم يتصل بالشاهد ويكتب. انتظر «افصل القابس الآن».</translation>
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
        <translation>ما عُثر عليه</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>الكتابات المؤكَّدة وانقطاع التيار</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>هل تُحتسب هذه الجولة؟</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>الجهاز والمحرك عند البدء</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>ما يجب فعله بعد ذلك</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>تصدير &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>احفظ التقرير كاملًا كملف JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>اختبر مجددًا</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>جولة تدريب على محرك محاكى، بدأت %1. لم يُختبر شيء على محركاتك.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>اختبار %1، بدأ %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>سجّل الشاهد %1 كتابة مؤكَّدة؛ وفُحصت %2 كتلة.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>الذيل المفقود: كل إيداع أُكِّد في آخر %1 ث قبل القطع.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>لم تُفقد أي كتابة مؤكَّدة ولم تتلف.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>كل نقطة كتابةٌ سمع الشاهد تأكيدها، في لحظة سماعه؛ والخط المتقطع هو لحظة صمت الكاتب، أي القطع المقدّر. النقاط الحمراء كتابات فقدها المحرك.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>لم تُرسم %1 كتابة سابقة محفوظة.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>ناجح: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>غير ناجح: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>الحاسوب:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>المحرك:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>السعة:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>ذاكرة الكتابة المؤقتة:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>طريقة الإيداع:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>منطقة الاختبار:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>النواة:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>الإيقافات غير الآمنة قبل الاختبار:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>المحرك لا يعدّها</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>معرّف الجولة:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>كان هذا تدريبًا. لاختبار محرك حقيقي، شغّل المعالج مجددًا واختر شاهدًا على حاسوب ثانٍ.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>عطّل ذاكرة الكتابة المؤقتة للمحرك (بطاقة ذاكرة الكتابة المؤقتة في صفحة المحرك) واختبر مجددًا: إن نجح حينها، فأبقِ الذاكرة المؤقتة معطّلة للبيانات المهمة.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>لا تأتمن هذا المحرك على بيانات يجب أن تنجو من انقطاع التيار؛ قد يفيد تحديث البرنامج الثابت. اختبر مجددًا بعد أي تغيير.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>أصلح ما تذكره قائمة الفحص واختبر مجددًا.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>شغّل الاختبار خمس مرات على الأقل: جولة ناجحة واحدة قد تكون حظًّا، وخمس جولات تجعل الإعداد جديرًا بالثقة.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>تصدير التقرير</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>ملفات JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت كتابة %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>حُفظ %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>جولة تدريب</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>الاختبار يعمل</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>جارٍ تحضير منطقة الاختبار</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>الإيداعات، والكتابات قيد التنفيذ، والاتصال بالشاهد</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>افصل القابس الآن</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>اضغط «اقطع التيار». في الاختبار الحقيقي ستسحب الآن سلك الطاقة من الحاسوب (لا أن تضغط زر التشغيل).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>اسحب كابل المحرك الآن (كابل USB أو كابل طاقة المحرك فقط). اترك الحاسوب يعمل؛ وأعد توصيل المحرك بعد عشر ثوانٍ. يجب أن يكون الشاهد وسجلّه على قرص آخر.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>اسحب سلك الطاقة من الحاسوب الآن (وفي الحاسوب المحمول: بطاريته أيضًا). لا تضغط زر التشغيل ولا تُطفئ الجهاز: يجب أن يفقد المحرك التيار وهو يكتب. انتظر عشر ثوانٍ، ثم أعد التوصيل وشغّل الحاسوب: سيفتح DriveProof تلقائيًا ويفحص المحرك.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>اقطع التيار</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>حاكِ انقطاع التيار: يفقد المحرك المحاكى ما كان يحتفظ به في ذاكرته المؤقتة فقط</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>أوقف دون قطع</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>أنهِ الجولة بسلام؛ لن يُتحقق من شيء</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 إيداع/ث · %2 إيداع، %3 لدى الشاهد · %4 قيد التنفيذ · الشاهد: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>الإيداعات في الثانية</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>جارٍ فحص المحرك المحاكى: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>فشلت الجولة.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync بعد كل إيداع (ما تستخدمه معظم قواعد البيانات)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync بعد كل إيداع (يفرّغ أيضًا البيانات الوصفية للملف)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: كل كتابة تصبح دائمة عند عودتها</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: كل كتابة وبياناتها الوصفية تصبح دائمة عند عودتها</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>ناجح: احتفظ المحرك بكل كتابة أكّدها</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>فاشل: فقد المحرك كتابات كان قد أكّدها أو أتلفها</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>غير حاسم: لا تستطيع هذه الجولة إثبات أن المحرك آمن</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>مفعّلة</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>معطّلة</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهولة</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>افحص المحرك بعد انقطاع التيار</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>يطلب DriveProof من الشاهد سجلّه، ويقرأ منطقة الاختبار كلها، ويقارن كل كتلة بما أكّده المحرك. يجب أن يكون الشاهد عاملًا ويمكن الوصول إليه.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>إذا تعذّر الوصول إلى الشاهد، فشغّله مجددًا على الحاسوب الثاني (فقد احتفظ بسجله على القرص) واضغط «تحقّق الآن». يبقى الاختبار معلّقًا حتى يُتحقق منه أو يُنسى، ويفتح DriveProof هذه الصفحة عند كل بدء حتى ذلك الحين.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>تقدّم التحقق</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>تحقّق الآن</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>انسَ هذا الاختبار</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>أزِل الاختبار المعلّق دون التحقق منه</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1، بدأ %2، الشاهد %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>جولة تدريب</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>لا يوجد اختبار ينتظر الفحص.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>بانتظار الفحص (يُفحص الأول الآن):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>الشاهد</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>يسجّل حاسوب ثانٍ كل كتابة يؤكّدها هذا المحرك، ليعرف DriveProof بعد انقطاع التيار ما الذي وعد به المحرك.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>حاسوب آخر هو الشاهد</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>عنوان الشاهد:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>عنوان الشاهد ومنفذه</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>رمز الاقتران:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>رمز الاقتران</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>على الحاسوب الثاني، افتح صفحة الشاهد في DriveProof (القائمة «شاهد انقطاع التيار…») أو شغّل &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; في طرفية. ستعرض رمز الاقتران؛ اكتبه هنا مع عنوانه، مثلًا 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>تدرّب على هذا الحاسوب، بمحرك محاكى</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>تعلّم الإجراء دون فصل أي قابس: محرك محاكى، وشاهد على هذا الحاسوب، وانقطاع تيار محاكى. لا يُكتب شيء على محركاتك.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>المحرك المحاكى:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>المحرك المحاكى</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>صادق: يحتفظ بكل كتابة أكّدها</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>كاذب: يؤكّد كتابات ما زالت في ذاكرته المؤقتة</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>هذا ليس رمز اقتران: يتكون الرمز من اثني عشر حرفًا ورقمًا، مثل K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>اختبار انقطاع التيار – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>اختبار انقطاع التيار لـ %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. المحرك والمنطقة</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. الشاهد</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. الفحص</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. التشغيل وفصل القابس</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. التحقق</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. التقرير</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&amp;lt; السابق</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>الخطوة الحالية</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>التالي &amp;gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>افحص هذا الحاسوب &amp;gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>ابدأ التدريب</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>ابدأ الاختبار</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>اختبار انقطاع التيار</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>محرك محاكى</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>تدريب انقطاع التيار على محرك محاكى كاذب – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>تدريب انقطاع التيار على محرك محاكى صادق – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>تقرير المحرك: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>افتح تقرير محرك</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>تقارير المحركات (*.txt *.json *.log);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>النص الملصق</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>زمن استجابة:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>القياس الذي يُعرض زمن استجابته</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت كتابة %1: %2. اختر مجلدًا آخر.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>نظرة سريعة</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>كل الأرقام</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>المخططات</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>تصدير &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>احفظ كل ما قاسه هذا الاختبار، لبرامج أخرى</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>تصدير &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>احفظ جدول الأرقام لجدول بيانات</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>حفظ المخططات بصيغة &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>احفظ صورة لكل مخطط في مجلد</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>السجل</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>الجولات السابقة على هذا المحرك، ومقارنة اثنتين منها</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>اختبار جديد</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>جرى على %1، وبدأ %2، واستغرق %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>المحرك: %1، الرقم التسلسلي %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>المحرك: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>توقف الاختبار بسبب خطأ.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>ألغيت الاختبار قبل أن يقيس أي شيء.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>ألغيت الاختبار. الأرقام أدناه هي أرقام الخطوات التي انتهت قبل ذلك؛ وقد يكون الحكم ناقصًا.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>تعذّر حفظ هذه النتيجة في السجل: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>هذه النتيجة محفوظة في سجل المحرك، لتقارنها بجولات لاحقة.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>يقيس هذا الاختبار السرعة ولا يُصدر حكمًا خاصًا به. قارن الأرقام بورقة بيانات المحرك، أو بجولة سابقة في السجل.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>احفظ المخططات في مجلد</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>صدّر النتيجة بصيغة JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>صدّر الأرقام بصيغة CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>ملفات JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>حُفظ %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>حُفظ %n ملف في %1.</numerusform>
            <numerusform>حُفظ ملف واحد (%n) في %1.</numerusform>
            <numerusform>حُفظ ملفان (%n) في %1.</numerusform>
            <numerusform>حُفظت %n ملفات في %1.</numerusform>
            <numerusform>حُفظ %n ملفًا في %1.</numerusform>
            <numerusform>حُفظ %n ملف في %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>انسخ الملخص</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>بضعة أسطر بالأرقام الرئيسية والأحكام، للصقها في منشور منتدى أو بلاغ مشكلة</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>نُسخ: الملخص في الحافظة، جاهز للصق.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>الإعدادات: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>خطر</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>تنبيه</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>جيد</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 إيداع/ث</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>ملف مؤقت في %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>الجهاز %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>هدف مجهول</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>الملف %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof: %1 على %2، %3</translation>
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
        <translation>الإعدادات: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>الاختبار الذاتي للقرص</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>الجهاز: %1، الرقم التسلسلي %2</translation>
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
        <translation>قراءة</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>كتابة</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>لم يُقَس</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: لم يُقَس</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2: %3، %4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>التقدّم</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>اعرض:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>الإيداعات في الثانية</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>ما يعرضه المخطط</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>يمكنك متابعة استخدام DriveProof في الأثناء. البرامج الأخرى التي تستخدم هذا المحرك الآن تُبطئ الاختبار وتغيّر أرقامه.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>جارٍ الإلغاء…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>ألغِ الاختبار</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>أوقف الاختبار الآن؛ تُحفظ الخطوات التي انتهت</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>في ملف مؤقت في %1، يُزال بعد ذلك.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>على الملف %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>على الجهاز %1، مع الكتابة فوق محتوياته.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>على الجهاز %1، قراءة فقط.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>جارٍ الإلغاء: بانتظار أن يُنهي المحرك عمليات الإدخال/الإخراج الجارية، ثم إزالة الملف المؤقت…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>متبقٍّ نحو %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>الوقت المتبقي: غير معروف بعد</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>الآن: %L1 إيداع في الثانية</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>الآن: %1، %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>نحو %n دقيقة</numerusform>
            <numerusform>نحو دقيقة واحدة (%n)</numerusform>
            <numerusform>نحو دقيقتين (%n)</numerusform>
            <numerusform>نحو %n دقائق</numerusform>
            <numerusform>نحو %n دقيقة</numerusform>
            <numerusform>نحو %n دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>اختبار قصير</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>اختبار موسّع</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>اختبار النقل</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>إيقاف الاختبار الذاتي</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>جارٍ، اكتمل %1%</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>يجري المحرك الاختبار بنفسه: يمكنك إغلاق هذه النافذة.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>لا يجري أي اختبار ذاتي</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>آخر نتيجة: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>افتراضي النظام (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>لغة نوافذ DriveProof. يُطبَّق التغيير فورًا ويُحفظ للبدء التالي. يتبع افتراضي النظام متغيري البيئة LANGUAGE وLANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>معدلات النقل بوحدة:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>يحسب مصنّعو المحركات ومعظم أدوات قياس الأداء الميغابايت على أنه 1,000,000 بايت؛ بينما تحسب كثير من مديري الملفات الميبيبايت، 1,048,576 بايت.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>حجم الاختبار الافتراضي:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>ما يعرضه منتقي الاختبارات أولًا. ويمكنك هناك اختيار حجم آخر لكل اختبار.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>الوقت الافتراضي لكل خطوة (ثوانٍ):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>مدة تشغيل كل قياس في الاختبار، كما يعرضها منتقي الاختبارات أولًا.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (ميغابايت، 10⁶ بايت)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (ميبيبايت، 2²⁰ بايت)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>حجم كل اختبار الخاص</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>البحث عن محركات الأقراص</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>حدّث</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>جارٍ البحث عن محركات الأقراص…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>جارٍ قراءة ما تعرفه النواة عن كل محرك.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>لم يجد DriveProof محرك أقراص يستطيع قراءته. يحدث هذا عندما:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• لا يكون أي محرك موصولًا. صِل محركًا واضغط «حدّث» (F5)؛ قد يستغرق ظهور محرك USB بضع ثوانٍ.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• يعمل DriveProof في حاوية أو بيئة معزولة (Docker أو Flatpak أو Snap) تُخفي محركات الجهاز (/sys/block و/dev). شغّله على المضيف بدلًا من ذلك، أو امنح البيئة المعزولة حق الوصول إلى المحركات.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• لا يُسمح له بقراءة تفاصيل المحركات: النظام يقيّد الوصول إلى /sys أو /dev. اسأل مسؤول النظام، أو شغّل driveproof-cli list لترى ما تُبلغ عنه النواة.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 لا يعمل، لذا سُئلت النواة وحدها. شغّله بالأمر &quot;systemctl start udisks2&quot; واضغط «حدّث».</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>لم يُعثر على محركات أقراص</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>انسخ</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>انسخ بصيغة &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>اختبر هذا المحرك</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>قِس سرعة هذا المحرك في الإيداع والنقل المتواصل والوصول العشوائي، وهل تؤكّد ذاكرته المؤقتة الكتابات قبل أن تصبح آمنة. تكتب الاختبارات فقط إلى ملف مؤقت في مجلد تختاره، ما لم تطلب الجهاز الخام؛ وتعمل في نافذة خاصة بها.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>معدل الإيداع…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>كم إيداعًا دائمًا في الثانية، مثل pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>كل الاختبارات…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>السجل…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>الجولات السابقة على هذا المحرك، ومقارنة اثنتين منها</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>يجري اختبار على هذا المحرك؛ ونافذته تبيّن إلى أين وصل.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>اختبار انقطاع التيار</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>اختبارات CrystalDiskMark الأربعة دفعة واحدة: قراءة وكتابة تسلسلية بكتل 1 MiB مع 8 طلبات ثم طلب واحد قيد التنفيذ، ثم قراءة وكتابة عشوائية بكتل 4 KiB مع 32 طلبًا ثم طلب واحد قيد التنفيذ. أسرع طريقة لمعرفة هل يؤدي المحرك كما تَعِد علبته.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>كم مرة في الثانية يودع المحرك كتابة صغيرة إيداعًا دائمًا، مقيسة كما يفعل pg_test_fsync في PostgreSQL: كل طرق المزامنة، وإيداعات بحجم 8 kB و16 kB، وكتابات عادية كخط أساس. ويعدّ أيضًا أوامر التفريغ التي تصل إلى المحرك. القرص الصلب الذي يودع أسرع من دوران أقراصه لديه ذاكرة مؤقتة تؤكّد الكتابات قبل أن تصبح آمنة.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>قراءة وكتابة تسلسلية بكتل 1 MiB، مع 8 طلبات ثم طلب واحد قيد التنفيذ: المعدل الذي تُنسخ به الملفات الكبيرة.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>يكتب منطقة الاختبار كلها مرة واحدة، من البداية إلى النهاية، ويرسم المعدل أثناء امتلائها. كثير من محركات SSD تكتب بسرعة فقط حتى تمتلئ ذاكرتها المؤقتة، ثم تتباطأ: اختر حجم اختبار أكبر من تلك الذاكرة، عشرات الغيغابايتات على SSD كبير.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>يقرأ منطقة الاختبار كلها من البداية إلى النهاية ويرسم المعدل حسب الموضع. القرص الصلب أسرع عند حافته الخارجية؛ والانخفاضات والتوقفات تشير إلى مناطق تحتاج إلى إعادة محاولة.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>قراءة وكتابة عشوائية بكتل 4 KiB ومزيج من 70% قراءة، مع طلب واحد ثم 32 طلبًا قيد التنفيذ: ما تشعر به قواعد البيانات والأجهزة الافتراضية والبرامج عند بدئها.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>إدخال/إخراج عشوائي بكل أحجام الكتل من 512 بايت إلى 16 MiB: أين يبلغ المحرك أفضل معدل نقل، وكيف تنخفض عملياته في الثانية مع كبر الكتل.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>إدخال/إخراج عشوائي مع 1 إلى 256 طلبًا قيد التنفيذ: كم من التوازي يحتاج المحرك ليقدّم أفضل ما لديه.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>إدخال/إخراج عشوائي من 1 إلى 96 خيطًا: كيف يتعامل المحرك والنواة مع برامج كثيرة في آن واحد.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>يقرأ الكتل العشوائية نفسها مرتين، مع فترة خمول بينهما. المحرك الهجين (SSHD) أو الذاكرة المؤقتة المتدرجة تنقل البيانات الساخنة إلى الذاكرة الوميضية في الأثناء، فتكون الجولة الثانية أسرع بكثير.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>يتحقق مما إذا كان المحرك يحتفظ بالكتابات التي أكّدها عند قطع التيار: يكتب DriveProof سجلات مرقّمة، وتفصل أنت القابس، وبعد إعادة التشغيل يفحص ما نجا. يحتفظ حاسوب ثانٍ بسجل الشاهد لكل كتابة مؤكَّدة؛ ويمكنك أيضًا التدرّب على هذا الحاسوب بمحرك محاكى. يكتب إلى ملف اختبار (أو إلى قسم، بعد تأكيدك) ويستغرق بضع دقائق إضافة إلى إعادة تشغيل.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n ثانية</numerusform>
            <numerusform>%n ثانية</numerusform>
            <numerusform>%n ثانية</numerusform>
            <numerusform>%n ثوانٍ</numerusform>
            <numerusform>%n ثانية</numerusform>
            <numerusform>%n ثانية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n دقيقة</numerusform>
            <numerusform>%n دقيقة</numerusform>
            <numerusform>%n دقيقة</numerusform>
            <numerusform>%n دقائق</numerusform>
            <numerusform>%n دقيقة</numerusform>
            <numerusform>%n دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 س %2 د</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>اختبار %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>البنية</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>لا تُبلغ النواة عن أي حجم: ربما لا يوجد وسيط في المحرك.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>القطاع المنطقي</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>أصغر وحدة يستطيع المحرك عنونتها.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>القطاع الفعلي</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>الوحدة التي يكتب بها المحرك داخليًا. ينبغي أن تبدأ الأقسام عند مضاعف لها.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>أدنى إدخال/إخراج</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>الإدخال/الإخراج الأمثل</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>غير مُبلغ عنه</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>لا يذكر المحرك حجم إدخال/إخراج مفضّلًا؛ ومعظم المحركات لا تذكره.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>إزاحة المحاذاة</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>مقدار بُعد القطاع 0 عن حدّ القطاع الفعلي. دائمًا 0 تقريبًا.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>ما تعتقده النواة: مع «write back» تطلب من المحرك تفريغ ذاكرته المؤقتة. قد يختلف إعداد المحرك نفسه.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>ذاكرة الكتابة المؤقتة (رؤية النواة)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>لا تُبلغ النواة عن وضع لذاكرة الكتابة المؤقتة لهذا الجهاز.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>الوصول القسري إلى الوحدة (Forced Unit Access): تستطيع النواة أن تطلب وصول كتابات مفردة إلى الوسيط الدائم دون تفريغ الذاكرة المؤقتة كلها.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>لم تُبلغ النواة عن هذه القيمة.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>أقسامه فقط، انظر «الأقسام»</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>غير موصول</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>موصول على</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>محجوز من قِبل</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>أجهزة Device-mapper أو RAID أو LVM مبنية فوق المحرك كاملًا.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (قيد الاستخدام)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>تنسيقات LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>أحجام القطاعات التي يمكن تهيئة مساحة أسماء NVMe هذه بها، ومدى سرعة كل منها كما يذكر القرص نفسه (Identify Namespace). تغييرها يمحو مساحة الأسماء؛ ولا يفعل DriveProof ذلك أبدًا.</translation>
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
        <translation>الطبقات</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>يصل إلى المحرك</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>جارٍ القراءة…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>حتى ملف جهاز loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>لا: طبقة ما تُسقطه</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>لا: المحرك لا يقبله</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>مفعّل</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>محجوب</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>غير مثبّت</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd لا يعمل)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>من %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: لا تُعرض حدود discard</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: يُسقط أوامر discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: يمرّر أوامر discard، بدقة %2، حتى %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>هل هو جديد؟ %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>تعذّر حفظ التصنيف: لا يمكن الكتابة في %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>التحمّل المصنَّف:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>غير مُدخَل</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>تذكّر لهذا الطراز</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>عدد التيرابايتات المكتوبة (TBW) الذي تصنّف به ورقة بيانات المُصنِّع هذا الطراز. يُحفظ لكل محرك من الطراز نفسه.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>لا يستطيع DriveProof أن يكون شاهدًا على %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: بدأت الجولة %2.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: عادت الجولة %2.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: صمتت الجولة %2: الوقت المقدّر لانقطاع التيار.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: توقفت الجولة %2 بسبب خطأ في الكتابة: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: انتهت الجولة %2 بسلام، دون انقطاع التيار.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: وصلت نتيجة الجولة %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: رُفض اتصال: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: لا يمكن كتابة سجل اليومية: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>سجل اليومية تالف</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>خطأ في الكتابة</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>انتهت بسلام</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>صامتة: انقطاع التيار؟</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>متصلة، تكتب</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>متصلة، تُحضّر</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>بانتظار الكاتب</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (قبل %2 ث)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>وصلت</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>رمز الاقتران %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>أوقف الشاهد</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>ابدأ الشاهد</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>يستمع على المنفذ %1. يُحفظ سجل كل جولة في %2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>على الحاسوب قيد الاختبار، اكتب أحد عناوين الشاهد هذه: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>لا يستمع.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>شاهد انقطاع التيار – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>كن الشاهد في اختبار انقطاع التيار</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>يُبلغ الحاسوب الذي يُختبر محركه هذا الحاسوبَ عبر الشبكة بكل كتابة يؤكّدها محركه. بعد انقطاع التيار، يبيّن هذا السجل أي الكتابات المؤكَّدة فقدها المحرك. أبقِ هذا الحاسوب عاملًا وموصولًا بالتيار أثناء الاختبار.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>استمع على:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>العنوان والمنفذ للاستماع</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 يستمع على كل شبكات هذا الحاسوب</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>رمز الاقتران</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>رمز جديد</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>على الحاسوب قيد الاختبار، افتح اختبار انقطاع التيار واكتب عنوان هذا الحاسوب (مع المنفذ) وهذا الرمز. من الطرفية: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. بدل هذه الصفحة يمكنك تشغيل &quot;driveproof-cli witness&quot; هنا.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>الجولات</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>State</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>الإيداعات</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>صامتة منذ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>الجولات التي يسجّلها هذا الشاهد</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>آخر حدث</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>ذاكرة الكتابة المؤقتة</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>الإبقاء بعد إعادة التشغيل</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>ذاكرة الكتابة المؤقتة المتطايرة تجعل الكتابة سريعة، لكنها قد تفقد بيانات سبق تأكيدها إذا انقطع التيار. حين تكون الذاكرة المؤقتة مفعّلة، تكون الإيداعات آمنة فقط ما دامت النواة ترسل أوامر التفريغ والمحرك يطيعها؛ وحين تكون معطّلة، تصل كل كتابة إلى الوسيط قبل تأكيدها.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>ذاكرة المحرك المؤقتة</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>جارٍ القراءة…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>تعذّرت قراءة إعداد المحرك؛ انظر أدناه.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>مقروء من</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>رؤية النواة فقط: لا توجد هنا ذاكرة مؤقتة على مستوى المحرك يستطيع DriveProof قراءتها أو تبديلها.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>ليس لهذا المحرك ذاكرة كتابة مؤقتة متطايرة: كل كتابة تصل إلى الوسيط قبل تأكيدها. لا شيء للتبديل.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>لا يسمح هذا المحرك بتغيير إعداد ذاكرة الكتابة المؤقتة. قد توفّر أداة الشركة المصنّعة طريقة لذلك.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>لم يُبلغ المحرك عمّا إذا كانت ذاكرته المؤقتة مفعّلة، لذا لا يعرض DriveProof مفتاح تبديل.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>لا ينطبق</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>المحرك الحقيقي وحده له ذاكرة مؤقتة خاصة به؛ انظر الملاحظة أدناه.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا يوجد</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>ليس للمحرك ذاكرة كتابة مؤقتة متطايرة.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>مفعّلة</translation>
    </message>
    <message>
        <source>off</source>
        <translation>معطّلة</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>لم يُبلغ المحرك عن إعداده الحالي.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>رؤية النواة</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>لا تُبلغ النواة عن وضع لذاكرة الكتابة المؤقتة لهذا الجهاز.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>ما تعتقده النواة (queue/write_cache). مع «write back» تطلب من المحرك تفريغ ذاكرته المؤقتة حين يودع برنامج بيانات.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>لا تذكر النواة هل تستخدم الوصول القسري إلى الوحدة (FUA).</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>نعم: يمكن إجبار كتابات مفردة على الوصول إلى الوسيط</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>الوصول القسري إلى الوحدة (Forced Unit Access): تستطيع النواة أن تطلب وصول كتابات مفردة إلى الوسيط الدائم دون تفريغ الذاكرة المؤقتة كلها.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1، يعيد udisks2 تطبيقه عند كل إقلاع</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1، محفوظ في المحرك</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>الإعداد المحفوظ</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>الإعداد الذي يعود إليه المحرك بعد دورة الطاقة.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>حتى دورة الطاقة التالية، أو بشكل دائم مع «الإبقاء بعد إعادة التشغيل» (يعيد udisks2 تطبيقه عند كل إقلاع)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>حتى دورة الطاقة التالية، أو بشكل دائم مع «الإبقاء بعد إعادة التشغيل» (محفوظ في المحرك)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>حتى دورة الطاقة التالية</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>يبقى التغيير</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>بانتظار الإذن… إن فُتحت نافذة كلمة السر، فأجب عنها هناك.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>جارٍ التبديل…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>تم: ذاكرة المحرك المؤقتة مفعّلة الآن (أُعيدت قراءتها من المحرك).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>تم: ذاكرة المحرك المؤقتة معطّلة الآن (أُعيدت قراءتها من المحرك).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>لم يأخذ المحرك بالإعداد الجديد: ذاكرته المؤقتة ما زالت معطّلة.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>لم يأخذ المحرك بالإعداد الجديد: ذاكرته المؤقتة ما زالت مفعّلة.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>عطّل الذاكرة المؤقتة</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>فعّل الذاكرة المؤقتة</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>عطّل ذاكرة الكتابة المؤقتة لـ %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>فعّل ذاكرة الكتابة المؤقتة لـ %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>تعطيل الذاكرة المؤقتة يجعل الإيداعات أبطأ، وغالبًا أبطأ بأضعاف، لكنها آمنة: الكتابات المؤكَّدة موجودة على الوسيط، حتى لو تجاهل المحرك أوامر التفريغ.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>تفعيل الذاكرة المؤقتة يجعل الكتابة أسرع. تبقى الإيداعات آمنة فقط ما دامت النواة ترسل أوامر التفريغ والمحرك يطيعها.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>يخزّن udisks2 الإعداد ويطبّقه من جديد عند كل إقلاع.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>يحفظ المحرك الإعداد ويُبقيه عبر دورات الطاقة.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>لماذا يهم هذا</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>تعذّر تقييم بيانات SMART للمحرك: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>نجح التقييم الذاتي SMART للمحرك، ولا يُبلغ عن قطاعات تالفة، ولا توجد سمة تجاوزت عتبتها الآن أو في الماضي.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>تجاوزت سمةٌ تتنبأ بالعطل عتبتها في الماضي. احتفظ بنسخ احتياطية وراقب هذا المحرك.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>لدى المحرك %n قطاع تالف (أُعيد تخصيصه أو ينتظر ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
            <numerusform>لدى المحرك قطاع تالف واحد (%n) (أُعيد تخصيصه أو ينتظر ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
            <numerusform>لدى المحرك قطاعان تالفان (%n) (أُعيد تخصيصهما أو ينتظران ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
            <numerusform>لدى المحرك %n قطاعات تالفة (أُعيد تخصيصها أو تنتظر ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
            <numerusform>لدى المحرك %n قطاعًا تالفًا (أُعيد تخصيصها أو تنتظر ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
            <numerusform>لدى المحرك %n قطاع تالف (أُعيد تخصيصها أو تنتظر ذلك). احتفظ بنسخ احتياطية وافحصه مجددًا قريبًا: تزايد العدد يعني أن المحرك يهترئ.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>تجاوزت سمةٌ تتنبأ بالعطل عتبتها الآن: المحرك يتوقع أن يتعطل. انسخ بياناتك احتياطيًا واستبدل المحرك.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>لدى المحرك قطاعات تالفة أكثر مما تسمح به عتبته. انسخ بياناتك احتياطيًا واستبدل المحرك.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>يقول التقييم الذاتي SMART للمحرك نفسه إنه يتعطل. انسخ بياناتك احتياطيًا الآن واستبدل المحرك.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>أعطى libatasmart تقييمًا لا يعرفه هذا الإصدار من DriveProof.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>ليس لدى %1 بيانات صحة ATA: إنه ليس محرك ATA (أجهزة loop والأجهزة الافتراضية وأجهزة NVMe ليس لديها مثل هذه البيانات).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>المحرك في %1 لا يدعم SMART، لذا لا يُبلغ عن بيانات صحة.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART معطّل على هذا المحرك، لذا لا يُبلغ عن بيانات صحة. لا يفعّله DriveProof من تلقاء نفسه؛ أما &apos;smartctl -s on&apos; فيفعّله.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>لا يُبلغ %1 عن بيانات ATA SMART: إنه ليس محرك ATA، أو أن جسر USB الخاص به لا يمرّر أوامر SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>فشلت قراءة بيانات SMART من %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>انقطاعات التيار غير المتوقعة (سمة SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>الإيقافات غير الآمنة (سمة SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>سحب الرأس الطارئ عند انقطاع الطاقة (سمة SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>لم يعُد ردّ المحرك على SMART RETURN STATUS (السجلات مفقودة أو الردّ غير معروف)، لذا تقييمه الذاتي مجهول؛ وتُعرض السمات كما قُرئت.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 ليس تفريغ SMART من libatasmart (أقسام موسومة IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 قرص افتراضي (%2) ولا يجيب عن أوامر صحة ATA: يمكن قراءة صحة المحركات التي خلفه على المضيف.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 جهاز %2: ليس له بيانات صحة خاصة به لتُقرأ.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>ردّ المساعد بشأن الصحة لا يسمّي أي جهاز.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>تحذير حرج: انخفضت السعة الاحتياطية دون عتبة المحرك.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>تحذير حرج: درجة الحرارة خارج حدود المحرك.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>تحذير حرج: تراجعت موثوقية المحرك بسبب أخطاء الوسيط أو خطأ داخلي. انسخ بياناته احتياطيًا.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>تحذير حرج: جعل المحرك وسيطه للقراءة فقط. انسخ بياناته إلى مكان آخر.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>تحذير حرج: فشل النسخ الاحتياطي للذاكرة المتطايرة في المحرك، لذا قد تضيع الكتابات المخزّنة مؤقتًا عند انقطاع التيار.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>تحذير حرج: أصبحت منطقة الذاكرة الدائمة في المحرك للقراءة فقط.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>تحذير حرج: البت %1، الذي لا يعرفه هذا الإصدار من DriveProof، مضبوط.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>لم يتبقَّ سوى %L1% من السعة الاحتياطية، وهذا دون عتبة المحرك البالغة %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>استهلك المحرك %L1% من قدرة التحمّل المقدّرة: تلقّى كتابات أكثر مما صُمّم له.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>استهلك المحرك %L1% من قدرة التحمّل المقدّرة.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>سجّل المحرك %Ln خطأ في الوسيط أو في سلامة البيانات.</numerusform>
            <numerusform>سجّل المحرك خطأً واحدًا (%Ln) في الوسيط أو في سلامة البيانات.</numerusform>
            <numerusform>سجّل المحرك خطأين (%Ln) في الوسيط أو في سلامة البيانات.</numerusform>
            <numerusform>سجّل المحرك %Ln أخطاء في الوسيط أو في سلامة البيانات.</numerusform>
            <numerusform>سجّل المحرك %Ln خطأً في الوسيط أو في سلامة البيانات.</numerusform>
            <numerusform>سجّل المحرك %Ln خطأ في الوسيط أو في سلامة البيانات.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>حرارة المحرك %L1 °C، عند درجة الحرارة الحرجة البالغة %L2 °C أو فوقها.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>حرارة المحرك %L1 °C، عند درجة حرارة التحذير البالغة %L2 °C أو فوقها.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>حرارة المحرك %L1 °C، عند %L2 °C أو فوقها، حيث تتباطأ معظم المحركات لتبرد.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>لا يُبلغ سجل صحة NVMe عن أي مشكلات.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>ردّ المساعد بشأن الصحة يتضمن سببًا بلا رمز. أعد تشغيل DriveProof بعد التحديث.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>ردّ المساعد بشأن الصحة يتضمن أسبابًا بصيغة لا يقرؤها هذا الإصدار. أعد تشغيل DriveProof بعد التحديث.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>السبب %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>معدل أخطاء القراءة؛ معنى القيمة الخام تحدده الشركة المصنعة.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>الوقت الذي تستغرقه الأقراص لبلوغ سرعتها الكاملة.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>عدد مرات بدء المحرك الدوار وتوقفه.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>قطاعات وُجدت تالفة واستُبدلت باحتياطية؛ المحرك الجديد فيه 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>معدل أخطاء تحديد موضع الرؤوس؛ معنى القيمة الخام تحدده الشركة المصنعة.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>الساعات التي كان فيها المحرك قيد التشغيل.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>عدد المرات التي احتاج فيها المحرك الدوار إلى أكثر من محاولة ليدور.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>عدد مرات تشغيل المحرك.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>مدى تآكل ذاكرة الفلاش (دورات المسح)؛ تنخفض القيمة المعيارية مع التآكل.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>عدد مرات انقطاع الكهرباء دون أن يُنبّه الحاسوب المحرك أولًا.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>كتل تلفت أثناء الاستخدام.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>بيانات تلفت داخل المحرك بين الواجهة والوسيط.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>قراءات لم يستطع المحرك تصحيحها فأبلغ عنها كأخطاء.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>أوامر انتهت مهلتها، غالبًا بسبب الكبل أو الكهرباء.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>درجة حرارة الهواء حول المحرك.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>عدد مرات ركن الرؤوس اضطراريًا بسبب انقطاع الكهرباء.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>عدد مرات ركن الرؤوس وتحميلها من جديد.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>درجة حرارة المحرك.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>عدد مرات نقل قطاعات إلى الاحتياطي.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>قطاعات تعذرت قراءتها وتنتظر إعادة الكتابة أو الاستبدال.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>قطاعات لم يستطع فحص المحرك الذاتي قراءتها.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>عمليات نقل تشوهت في الكبل؛ العدد المتزايد يعني كبلًا أو موصلًا رديئًا لا محركًا رديئًا.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>الكمية المكتوبة على المحرك بوحدات الشركة المصنعة (غالبًا قطاعات من 512 بايت).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>الكمية المقروءة من المحرك بوحدات الشركة المصنعة (غالبًا قطاعات من 512 بايت).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>تحدده الشركة المصنعة للمحرك؛ يختلف معناه من طراز لآخر.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °م (الأدنى %2، الأعلى %3)</translation>
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
        <translation>%1 س</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>حجم %1 هو %2 بايت بدل 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>لم يُرجع المحرك حالة SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 موصول عبر جسر USB ‏(%2، التعريف %3) لا يمرر أوامر ATA ‏(SAT)، لذا لا يمكن قراءة سجلات SMART للمحرك عبره. صِل المحرك عبر SATA لقراءتها.</translation>
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
        <translation>السمة %1 (%2) تعدّ %3. من الأقراص الصلبة التي تعطلت لدى Backblaze، كانت هذه القيمة فوق الصفر لدى %4، مقابل %5 من الأقراص التي ظلت تعمل (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>في أسطول Google، كانت احتمالية تعطل المحركات خلال 60 يومًا بعد أول حدث من هذا النوع أعلى بـ %1 مرة (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>ما قبل العطل</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>التقادم</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>دائمًا</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>دون اتصال</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>أخطاء سجّلها المحرك طوال عمره؛ كل منها أمر فشل.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °م (طوال العمر من %2 إلى %3 °م)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>درجة حرارة المحرك ومداها طوال عمره، من حالة SCT.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 د</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 ث</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>مشكلات يعلنها المحرك بنفسه (الاحتياطي، الحرارة، الموثوقية، القراءة فقط، النسخ الاحتياطي)؛ 0 يعني لا شيء.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>درجة الحرارة الإجمالية للمحرك.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (الحد %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>ما تبقى من فلاش احتياطي لاستبدال الكتل البالية؛ دون الحد يحذّر المحرك.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>تقدير الشركة المصنعة لما استُهلك من العمر المقدَّر؛ قد يتجاوز 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>النوع نفسه من التحذيرات لمجموعات التحمل في المحرك؛ 0 يعني لا شيء.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>الكمية التي قرأها الحاسوب، بوحدات من 512000 بايت.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>الكمية التي كتبها الحاسوب، بوحدات من 512000 بايت.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>أوامر القراءة التي أتمها المحرك.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>أوامر الكتابة التي أتمها المحرك.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>الدقائق التي كان فيها المحرك مشغولًا بالأوامر.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>بيانات لم يستطع المحرك قراءتها أو كتابتها بشكل صحيح.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>مدخلات سجل أخطاء المحرك طوال عمره؛ كثير منها أوامر مرفوضة لا ضرر منها.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>الدقائق فوق درجة حرارة التحذير للمحرك.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>الدقائق فوق درجة الحرارة الحرجة للمحرك.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>درجة حرارة أحد المستشعرات داخل المحرك.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>عدد مرات إبطاء المحرك نفسه قليلًا ليبرد.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>عدد مرات إبطاء المحرك نفسه كثيرًا ليبرد.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>الثواني التي قضاها مبطَّأً قليلًا بسبب الحرارة.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>الثواني التي قضاها مبطَّأً كثيرًا بسبب الحرارة.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>السمة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>الأسوأ</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>الحد</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>التحديث</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>متى فشلت</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>القيمة الخام</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>المعنى</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>الاختبار الذاتي</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>ساعات التشغيل</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>أول قطاع فاشل</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>سجل الاختبارات الذاتية: فارغ.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>رفض المحرك، أو الجسر الذي أمامه: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>فاشلة الآن</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>فشلت سابقًا</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>تعذّر فك ترميز البيانات التي أرجعها %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>سجل الاختبارات الذاتية لـ NVMe فيه %1 بايت بدل %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>المحرك في %1 لا يوفّر اختبار النقل الذاتي.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>المحرك في %1 لا يوفّر اختبارات ذاتية.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>يجري اختبار ذاتي بالفعل على %1 (اكتمل %2%): انتظر انتهاءه أو أوقفه أولًا.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>يجري اختبار DriveProof على %1: الاختبار الذاتي الآن سيشوش عليه. ابدأ الاختبار الذاتي بعد انتهاء الاختبار.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>لا يقبل %1 أوامر الاختبار الذاتي.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>فحص دون اتصال</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>قصير</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>موسّع</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>النقل</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>انتقائي</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>خاص بالشركة المصنعة</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>اكتمل دون أخطاء</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>أوقفه الحاسوب</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>قطعته إعادة ضبط</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>لم يكتمل: خطأ فادح</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>فشل (الجزء غير معروف)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>فشل: الجزء الكهربائي</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>فشل: المؤازر أو البحث</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>فشل: خطأ قراءة</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>فشل: يُشتبه في تلف بسبب المناولة</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>حالة غير معروفة %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>أُوقف: أُزيلت مساحة أسماء</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>أُوقف: هُيّئ المحرك</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>فشل في المقطع %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>أُوقف لسبب غير معروف</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>أُوقف: عُقّم المحرك (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>يبدو جديدًا: %1 ساعة تشغيل، %2 مرة تشغيل، كُتب %3.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>مستعمل من قبل: %1 ساعة تشغيل، %2 مرة تشغيل، كُتب %3. المحرك المبيع على أنه جديد لا يحمل إلا بضع ساعات من المصنع على الأكثر.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>يعدّ المحرك 0 ساعة تشغيل لكن كُتب %1: ربما صُفّرت عداداته.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>يعدّ المحرك %1 مرة تشغيل في %2 ساعة تشغيل، أكثر مما تتسع له تلك الساعات: ربما صُفّرت عداداته.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>كُتب %1 من %2 التي تذكرها الشركة المصنعة لهذا الطراز (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>منذ أن قرأه DriveProof أول مرة (%1): %2 ساعة، كُتب %3.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>جديد</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>مستعمل</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>ربما صُفّر</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>بيانات Identify Namespace أقصر (%1 بايت) من أن تحوي تنسيقات LBA الخاصة بها.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>تسرد Identify Namespace تنسيقات LBA (%1) أكثر مما يمكن أن يوجد (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>تقول Identify Namespace إن تنسيق LBA رقم %1 قيد الاستخدام، لكنها لا تسرد إلا التنسيقات من 0 إلى %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>قيد الاستخدام: تنسيق LBA رقم %1، قطاعات من %2 بايت مع %3 بايت من البيانات الوصفية، ويصنّفه القرص بأنه «%4».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>يوفّر القرص قطاعات من %5 بايت مصنّفة «%6»، أسرع من القطاعات المستخدمة ذات %2 بايت («%3»). التبديل يعني إعادة تهيئة مساحة الأسماء، وهذا يمحو كل ما عليها: nvme format %1 --lbaf=%4 — ولا يفعل DriveProof ذلك أبدًا.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>لا يُصنَّف أي من تنسيقات LBA التي يوفرها القرص (%1) بأنه أسرع من التنسيق المستخدم.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>لا توفّر مساحة الأسماء إلا تنسيق LBA المستخدم.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>يحمل تنسيق LBA رقم %1 مقدار %2 بايت من البيانات الوصفية لكل قطاع؛ ولا يستخدمه إلا برنامج يتعامل مع البيانات الوصفية (الحماية من طرف إلى طرف).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>ملاحظة عن تنسيق LBA ‏%1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>أفضل</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>جيد</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>متدنٍّ</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>غير متاح</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 بايت، %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 بايت + %2 بايت بيانات وصفية، %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>تبقّى %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>استُهلك %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>السمة %1 (%2) عند %3، أي عند عتبتها %4 أو دونها: الجزء الذي تراقبه مهترئ أو يتعطل، مع أن المحرك لا يعدّ ذلك تنبؤًا بالعطل.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>سجل الأخطاء: وقع آخر خطأ عند %1 ساعة تشغيل.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>سجل الاختبارات الذاتية: جرى آخر اختبار ذاتي عند %1 ساعة تشغيل.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>في سجل الأخطاء خطأ عند %1 ساعة تشغيل، لكن عداد ساعات التشغيل يشير إلى %2 ساعة: لقد رجع العداد إلى الوراء (صُفّر أو تجاوز حده فبدأ من جديد)، لذا لا يدل على المدة التي استُخدم فيها المحرك.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>في سجل الاختبارات الذاتية اختبار عند %1 ساعة تشغيل، لكن عداد ساعات التشغيل يشير إلى %2 ساعة: لقد رجع العداد إلى الوراء (صُفّر أو تجاوز حده فبدأ من جديد)، لذا لا يدل على المدة التي استُخدم فيها المحرك.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>يعدّ سجل FARM ‏%1 ساعة تشغيل، لكن عداد SMART يشير إلى %2: لقد صُفّر عداد SMART، واستُخدم المحرك %1 ساعة على الأقل.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>ساعات دوران المحرك الدوار في سجل FARM ‏(%1) تتجاوز ساعات التشغيل في السجل نفسه (%2): لقد صُفّرت ساعات التشغيل فيه أيضًا.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>ساعات تحليق الرؤوس في سجل FARM ‏(%1) تتجاوز ساعات التشغيل في السجل نفسه (%2): لقد صُفّرت ساعات التشغيل فيه أيضًا.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>سجل FARM: %1 ساعة تشغيل، %2 ساعة دوران للمحرك الدوار، %3 ساعة تحليق للرؤوس؛ جُمِّع المحرك في الأسبوع %4 من عام %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>سجل FARM: %1 ساعة تشغيل، %2 ساعة دوران للمحرك الدوار، %3 ساعة تحليق للرؤوس.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>غير مصرّح باستخدام %1: أُلغي الاستيثاق أو رُفض.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>تعذّر سؤال polkit عمّا إذا كان يجوز استخدام %1 (%2). تأكد من أن polkit مثبّت ويعمل، ثم حاول مجددًا.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>غير مصرّح باستخدام %1: الاستيثاق مطلوب، لكن لم يتمكن أي وكيل استيثاق من طلبه. شغّل DriveProof من جلسة سطح مكتب، أو شغّل pkttyagent في هذه الطرفية.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>غير مصرّح باستخدام %1. اطلب من مسؤول النظام السماح بذلك.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 رابط رمزي. حدّد عقدة الجهاز نفسها، كما يسردها lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 قيد الاستخدام: إنه موصول، أو يحجزه برنامج آخر حصريًا. افصله أو أغلق ذلك البرنامج، ثم حاول مجددًا.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>تعذّر فتح %1 (%2): اختفى الجهاز أو لا يوجد فيه وسيط.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>تعذّر فتح %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>«%1» ليس مسار جهاز يقبله المساعد. حدّد اسم النواة لجهاز كتل، مثل /dev/sdb أو /dev/nvme0n1، لا رابطًا رمزيًا مثل /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 ليس جهاز كتل تعرفه النواة (لا يوجد «%2» في /sys/class/block). تحقق من الاسم بـ lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ليس عقدة جهاز كتل.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 هو الجهاز %2، لكن النواة تقول إن %4 هو %3: العقدة لا تنتمي إلى ذلك الجهاز. رُفض فتحها.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 قسم، لكن هذا يعمل على المحرك كاملًا. استخدم %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>اختفى %1 أثناء فحصه.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 قيد الاستخدام ولا يمكن فتحه للكتابة: %2 افصله أو نفّذ swapoff أو أوقف ذلك أولًا.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>تغيّر %1 أثناء فتحه: لم يعد الجهاز الذي تسرده النواة بهذا الاسم. رُفض.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>خيار مجهول «%1»، أو قيمة من نوع خاطئ، لـ %2. الخيارات المعروفة: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>وضع مجهول «%1» لـ %2. استخدم «r» أو «w» أو «rw».</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>راية مجهولة «%1» لـ %2. الرايات المعروفة: direct وsync وdsync وexclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>فشل الأمر المرسل إلى %1.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>اختفى %1 أثناء قراءته.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>المساعد ذو الصلاحيات في DriveProof، وهو خدمة نظام D-Bus (%1). يشغّله D-Bus حين يحتاج إليه DriveProof؛ وليس مُعدًّا للتشغيل يدويًا.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>للاختبارات: اخدم على الناقل في ADDRESS بدل ناقل النظام، واسأل polkit الموجود هناك.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>اخرج بعد SECONDS دون استدعاءات (الافتراضي %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>إجراء اختبار ذاتي غير معروف «%1» لـ %2. استخدم «short» أو «extended» أو «conveyance» أو «abort» أو «status».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>يجري اختبار DriveProof على %1: الاختبار الذاتي الآن سيشوش عليه. ابدأ الاختبار الذاتي بعد انتهاء الاختبار.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>الغرض «%1» غير معروف لـ %2. الأغراض المعروفة: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>فحص السعة يكتب إلى %1: افتحه بالوضع «rw».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln كتلة تحوي بالضبط ما ينبغي أن تحويه.</numerusform>
            <numerusform>%Ln كتلة تحوي بالضبط ما ينبغي أن تحويه.</numerusform>
            <numerusform>%Ln كتلتان تحويان بالضبط ما ينبغي أن تحوياه.</numerusform>
            <numerusform>%Ln كتل تحوي بالضبط ما ينبغي أن تحويه.</numerusform>
            <numerusform>%Ln كتلة تحوي بالضبط ما ينبغي أن تحويه.</numerusform>
            <numerusform>%Ln كتلة تحوي بالضبط ما ينبغي أن تحويه.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln كتلة تحوي بيانات كُتبت في مكان آخر.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات كُتبت في مكان آخر.</numerusform>
            <numerusform>%Ln كتلتان تحويان بيانات كُتبت في مكان آخر.</numerusform>
            <numerusform>%Ln كتل تحوي بيانات كُتبت في مكان آخر.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات كُتبت في مكان آخر.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات كُتبت في مكان آخر.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln كتلة تحوي بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
            <numerusform>%Ln كتلتان تحويان بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
            <numerusform>%Ln كتل تحوي بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات من قبل هذا الاختبار: نسي المحرك التحضير.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln كتلة نصفها قديم ونصفها جديد: تمزقت كتابة داخل كتلة.</numerusform>
            <numerusform>%Ln كتلة نصفها قديم ونصفها جديد: تمزقت كتابة داخل كتلة.</numerusform>
            <numerusform>%Ln كتلتان نصف كل منهما قديم ونصفه جديد: تمزقت كتابة داخل كتلة.</numerusform>
            <numerusform>%Ln كتل نصفها قديم ونصفها جديد: تمزقت كتابة داخل كتلة.</numerusform>
            <numerusform>%Ln كتلة نصفها قديم ونصفها جديد: تمزقت كتابة داخل كتلة.</numerusform>
            <numerusform>%Ln كتلة نصفها قديم ونصفها جديد: تمزقت كتابة داخل كتلة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln كتلة فيها بتات مقلوبة.</numerusform>
            <numerusform>%Ln كتلة فيها بتات مقلوبة.</numerusform>
            <numerusform>%Ln كتلتان فيهما بتات مقلوبة.</numerusform>
            <numerusform>%Ln كتل فيها بتات مقلوبة.</numerusform>
            <numerusform>%Ln كتلة فيها بتات مقلوبة.</numerusform>
            <numerusform>%Ln كتلة فيها بتات مقلوبة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln كتلة قُرئت أصفارًا.</numerusform>
            <numerusform>%Ln كتلة قُرئت أصفارًا.</numerusform>
            <numerusform>%Ln كتلتان قُرئتا أصفارًا.</numerusform>
            <numerusform>%Ln كتل قُرئت أصفارًا.</numerusform>
            <numerusform>%Ln كتلة قُرئت أصفارًا.</numerusform>
            <numerusform>%Ln كتلة قُرئت أصفارًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln كتلة قُرئت ممسوحة (كلها آحاد).</numerusform>
            <numerusform>%Ln كتلة قُرئت ممسوحة (كلها آحاد).</numerusform>
            <numerusform>%Ln كتلتان قُرئتا ممسوحتين (كلها آحاد).</numerusform>
            <numerusform>%Ln كتل قُرئت ممسوحة (كلها آحاد).</numerusform>
            <numerusform>%Ln كتلة قُرئت ممسوحة (كلها آحاد).</numerusform>
            <numerusform>%Ln كتلة قُرئت ممسوحة (كلها آحاد).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln كتلة تحوي بيانات لم يكتبها أحد.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات لم يكتبها أحد.</numerusform>
            <numerusform>%Ln كتلتان تحويان بيانات لم يكتبها أحد.</numerusform>
            <numerusform>%Ln كتل تحوي بيانات لم يكتبها أحد.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات لم يكتبها أحد.</numerusform>
            <numerusform>%Ln كتلة تحوي بيانات لم يكتبها أحد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln كتلة لا يمكن قراءتها.</numerusform>
            <numerusform>%Ln كتلة لا يمكن قراءتها.</numerusform>
            <numerusform>%Ln كتلتان لا يمكن قراءتهما.</numerusform>
            <numerusform>%Ln كتل لا يمكن قراءتها.</numerusform>
            <numerusform>%Ln كتلة لا يمكن قراءتها.</numerusform>
            <numerusform>%Ln كتلة لا يمكن قراءتها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت.</numerusform>
            <numerusform>%Ln كتابتان مؤكَّدتان فُقدتا.</numerusform>
            <numerusform>%Ln كتابات مؤكَّدة فُقدت.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln كتابة مؤكَّدة نجت جزئيًا فقط.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة نجت جزئيًا فقط.</numerusform>
            <numerusform>%Ln كتابتان مؤكَّدتان نجتا جزئيًا فقط.</numerusform>
            <numerusform>%Ln كتابات مؤكَّدة نجت جزئيًا فقط.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة نجت جزئيًا فقط.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة نجت جزئيًا فقط.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
            <numerusform>%Ln كتابتان مؤكَّدتان فُقدتا بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
            <numerusform>%Ln كتابات مؤكَّدة فُقدت بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة فُقدت بينما نجت كتابات لاحقة: المحرك يعيد ترتيب الكتابات عبر أوامر التفريغ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln كتابة مؤكَّدة قبيل القطع مباشرة فُقدت: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة قبيل القطع مباشرة فُقدت: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
            <numerusform>%Ln كتابتان مؤكَّدتان قبيل القطع مباشرة فُقدتا: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
            <numerusform>%Ln كتابات مؤكَّدة قبيل القطع مباشرة فُقدت: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة قبيل القطع مباشرة فُقدت: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
            <numerusform>%Ln كتابة مؤكَّدة قبيل القطع مباشرة فُقدت: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>لا يمكن قراءة المحرك إطلاقًا بعد انقطاع التيار.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>تغيّرت هوية المحرك أو سعته بعد انقطاع التيار.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln كتلة كُتبت قبل الاختبار فقط تلفت: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
            <numerusform>%Ln كتلة كُتبت قبل الاختبار فقط تلفت: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
            <numerusform>%Ln كتلتان كُتبتا قبل الاختبار فقط تلفتا: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
            <numerusform>%Ln كتل كُتبت قبل الاختبار فقط تلفت: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
            <numerusform>%Ln كتلة كُتبت قبل الاختبار فقط تلفت: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
            <numerusform>%Ln كتلة كُتبت قبل الاختبار فقط تلفت: البيانات الساكنة ليست آمنة على هذا المحرك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln تناقض بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
            <numerusform>%Ln تناقض بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
            <numerusform>%Ln تناقضان بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
            <numerusform>%Ln تناقضات بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
            <numerusform>%Ln تناقضًا بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
            <numerusform>%Ln تناقض بين سجل الشاهد وخطة الاختبار: علّة في DriveProof، لذا لا تُثبت هذه الجولة شيئًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>فُقدت كل الكتابات المؤكَّدة (%Ln).</numerusform>
            <numerusform>فُقدت الكتابة المؤكَّدة الوحيدة (%Ln).</numerusform>
            <numerusform>فُقدت الكتابتان المؤكَّدتان كلتاهما (%Ln).</numerusform>
            <numerusform>فُقدت كل الكتابات المؤكَّدة الـ %Ln.</numerusform>
            <numerusform>فُقدت كل الكتابات المؤكَّدة الـ %Ln.</numerusform>
            <numerusform>فُقدت كل الكتابات المؤكَّدة الـ %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>كانت الأخيرة قبل القطع: المحرك يؤكّد أوامر التفريغ قبل أن تصبح البيانات آمنة.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>تعذّرت كتابة ملح الشاهد %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>تعذّرت كتابة سجل يومية الشاهد %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>سجلّ تالف عند البايت %1 تليه سجلات سليمة.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>السجل عند البايت %1 يناقض الجولة التي قبله.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>تعذّر اقتطاع النهاية الممزقة من سجل اليومية.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>المحرك المحاكى يعمل أصلًا.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>لم يُعثر على برنامج المحرك المحاكى %1. ثبّت DriveProof كاملًا (موضعه في libexec) أو اضبط DRIVEPROOF_LYINGDISK على مساره.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>تعذّر إنشاء مجلد المحرك المحاكى.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>هناك شيء موصول على هذا المجلد أصلًا. افصله أولًا (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>تعذّر بدء المحرك المحاكى: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>توقف المحرك المحاكى قبل أن يجهز (حالة الخروج %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>لم يظهر المحرك المحاكى خلال %1 ث: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>المحرك المحاكى لا يعمل.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>تعذّر إرسال إشارة إلى المحرك المحاكى.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>لم يؤكّد المحرك المحاكى انقطاع التيار.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>تعذّر فصل المحرك المحاكى. شغّل: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>لم يتوقف المحرك المحاكى في الوقت المحدد؛ فقُتل وضاعت ذاكرته المؤقتة.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>فشل المحرك المحاكى أثناء التوقف: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر حفظ الاختبار المعلّق في %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>تعذّرت كتابة مُدخَل البدء التلقائي %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>يحتاج وضع التدريب إلى FUSE، ولا يمكن استخدام /dev/fuse هنا.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>يحتاج وضع التدريب إلى fusermount3 (الحزمة fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>يحتاج وضع التدريب إلى driveproof-lyingdisk، وهو غير مثبّت.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>تعذّر إنشاء مجلد مؤقت للتدريب.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; ليس رمز اقتران.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>محرك DriveProof المحاكى (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>كاذب</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>صادق</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>أُلغي التدريب.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>خامل</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>جارٍ بدء المحرك المحاكى والشاهد</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>جارٍ التحضير</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>جارٍ الكتابة</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>جارٍ قطع التيار</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>جارٍ التحقق</translation>
    </message>
    <message>
        <source>done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>هذا جهاز افتراضي: فصل قابسه الافتراضي يختبر طبقات التخزين لدى المضيف، لا محرك أقراص. شغّل الاختبار على عتاد حقيقي.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>الجهاز يعمل على بطاريته: فصل القابس لن يقطع التيار. انزع البطارية، أو استخدم جهازًا بلا بطارية.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>المحرك موصول عبر جسر USB، وقد تكون للجسر ذاكرة مؤقتة وقواعد تفريغ خاصة به: الحكم يخص الجسر والمحرك معًا.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>ذاكرة الكتابة المؤقتة للمحرك مفعّلة. هذا طبيعي: يبيّن الاختبار هل ما زال المحرك يحتفظ بكل كتابة أكّدها.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>تعذّرت قراءة عدّاد الإيقافات غير الآمنة للمحرك، لذا لا يستطيع المتحقق أن يؤكّد أن التيار انقطع فعلًا.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>اختر ملفًا أو جهازًا لمنطقة الاختبار.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ليس ملفًا عاديًا ولا جهاز كتل.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>المجلد %1 غير موجود.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>لم يُعثر على الجهاز %1.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>لا خطأ.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>ليس إطار انقطاع تيار من DriveProof (توقيع خاطئ).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>إصدار بروتوكول انقطاع التيار غير مدعوم: حدّث DriveProof على الجهازين.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>نوع رسالة انقطاع التيار مجهول.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>إطار انقطاع التيار أطول مما يسمح به نوعه.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>تلف إطار انقطاع التيار أثناء النقل (عدم تطابق CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>رمز اقتران خاطئ: اكتب الرمز الذي يعرضه الشاهد.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>إطار انقطاع التيار مُعاد إرساله أو خارج الترتيب.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>رسالة انقطاع التيار مشوّهة أو فيها قيمة خارج النطاق.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>رسالة انقطاع التيار غير متوقعة في هذه المرحلة.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>يجب أن تتزايد الأرقام التسلسلية للإيداعات.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>هذه الجولة معروفة أصلًا لدى الشاهد بمعاملات أخرى.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>لا يعرف الشاهد أي جولة بهذا المعرّف.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>انتهت هذه الجولة أصلًا.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>لا يستطيع الشاهد حفظ سجل يومية هذه الجولة (خطأ في القرص أو سجل يومية تالف).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>لدى الشاهد اتصالات كثيرة جدًا.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>بقي الاتصال صامتًا مدة طويلة جدًا.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>اتصلت الجولة نفسها مجددًا من مكان آخر؛ فأُغلق هذا الاتصال.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>الشاهد مشغول بمتحققين آخرين؛ حاول مجددًا بعد قليل.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>سبب مجهول.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>جارٍ الاتصال بالشاهد</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>متوقف مؤقتًا</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>متوقف</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>جارٍ الاتصال</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>متصل</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>تعذّر الوصول</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>مرفوض</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>مغلق</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر إنشاء %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر حجز مساحة لـ %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>لا ردّ على المصافحة خلال %1 ث</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>تعذّر الوصول إلى الشاهد في %1: %2. هل driveproof-cli witness يعمل هناك، وهل المنفذ مفتوح؟</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; ليس رمز اقتران: اكتب المحارف الـ 12 التي يعرضها الشاهد.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>منطقة الاختبار على %1 صغيرة جدًا: اجعلها 1 MiB على الأقل.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>لم يؤكّد الشاهد في %1 كل الإيداعات قبل النهاية.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>رفض الشاهد في %1 هذا الكاتب: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>مُلئت منطقة الاختبار وفُرّغت قبل الجولة.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>لم يعلم الشاهد قط أن منطقة الاختبار قد حُضّرت: ابدأ جولة جديدة.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>انقطاع تيار محاكى (وضع التدريب): لم تكن إعادة التشغيل متوقعة.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>أُعيد تشغيل الجهاز بعد الاختبار.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>تعذّرت مقارنة معرّف الإقلاع، لذا لا يمكن تأكيد إعادة التشغيل.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>لم يُعد تشغيل الجهاز منذ الاختبار: اقطع التيار، ثم تحقّق بعد إعادة التشغيل.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>ليس للمحرك عدّاد إيقافات غير آمنة؛ تم تخطي هذا الفحص.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>سجّل المحرك إيقافًا غير آمن (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>رأى المحرك إيقافًا سليمًا (بقي عدّاد الإيقافات غير الآمنة عند %1): افصل القابس، ولا تضغط زر التشغيل.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>لم يصل أي إيداع إلى الشاهد: دع الاختبار يعمل قبل قطع التيار.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>كانت الإيداعات تصل إلى الشاهد حتى القطع.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>وصل آخر إيداع إلى الشاهد قبل %1 ث من صمت الكاتب: لم يكن الاختبار يكتب عند انقطاع التيار.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>كانت هناك كتابات قيد التنفيذ عند صمت الكاتب.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>لم تكن أي كتابة قيد التنفيذ عند القطع: كل كتابة صدرت كانت قد أُكِّدت، فلم يختبر القطع شيئًا معلّقًا.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>كان الاتصال بالشاهد قائمًا حتى القطع.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>لم يسمع الشاهد الكاتب حتى القطع.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>توقف الكاتب بسبب خطأ قبل القطع: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>لم يُبلغ الكاتب عن أي خطأ.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>توقف الكاتب عمدًا قبل القطع: اقطع التيار بينما الاختبار يكتب.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>لم يتوقف الكاتب من تلقاء نفسه.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>ليس عنوانًا: %1. استخدم HOST:PORT أو [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>رفض الشاهد: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>انقطع الاتصال بالشاهد.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>لم يُجب الشاهد في الوقت المحدد.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>الدفتر الوارد من الشاهد تالف (عدم تطابق في الحجم أو البصمة).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>التقرير أكبر من أن يُحفظ على الشاهد.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>ردّ غير متوقع من الشاهد.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر فتح %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>ليس للاختبار المعلّق رمز اقتران صالح.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>جارٍ جلب سجل الشاهد من %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>أُلغي التحقق.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>جارٍ قراءة حالة المحرك</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>جارٍ قراءة منطقة الاختبار كلها على %1 وفحصها</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>جارٍ تخزين التقرير</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>تعذّر إنشاء مجلد سجلات يومية الشاهد %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>تعذّر اشتقاق مفتاح الاقتران (الذاكرة غير كافية؟).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>سجل اليومية في المجلد %1 يخص جولة أخرى.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>بلغ سجل يومية هذه الجولة حدّه البالغ %1 بايت.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>ادّعى الشاهد إيداعات لم يرسلها هذا الكاتب قط؛ جارٍ إعادة الاتصال.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>انقطع الاتصال بالشاهد؛ جارٍ إعادة الاتصال.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>تعذّر تحليل %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>تعذّر الاستماع على %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>تعذّر الوصول إلى الشاهد في %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>نظام الملفات هذا لا يدعم الإدخال/الإخراج المباشر: يمر الكاتب عبر ذاكرة الصفحات المؤقتة، التي تفرّغها الإيداعات.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر فتح %1 للكتابة: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>معاملات اختبار انقطاع التيار غير صالحة.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>فشل تحضير منطقة الاختبار: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>فشل تفريغ منطقة الاختبار المحضّرة: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>فشلت الكتابة %1: %2. الجولة غير صالحة؛ توقف الكاتب ولن يعيد المحاولة.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>فشل الإيداع حتى الكتابة %1: %2. الجولة غير صالحة؛ توقف الكاتب ولن يعيد المحاولة.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>يناقض سجلُّ الشاهد سجلَّ هذا الجهاز الخاص بالاختبار (%1)، لذا لا يمكن الوثوق به ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>هذا ليس شاهد هذه الجولة: فقد أجاب بملح مختلف عن الملح المستخدم أثناء الجولة.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>وصل إطار من الشاهد تالفًا أو معدَّلًا (%1)؛ جارٍ إعادة الاتصال.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>لم يتمكن الشاهد من إثبات رمز الاقتران (شاهد مزيف أو حركة مرور معدَّلة)؛ جارٍ إعادة الاتصال.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>رفض الشاهد إطارًا وصل إليه تالفًا أو معدَّلًا (%1)؛ جارٍ إعادة الاتصال.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>يحتفظ الشاهد بالفعل بـ %1 جولة: انقل مجلدات الجولات القديمة خارج مجلد السجلات لديه لإفساح المجال.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>يحتفظ الشاهد في الذاكرة بـ %1 كتابة مؤكَّدة، وهو الحد المسموح: لا يمكن لهذه الجولة أن تكبر.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>يُبلغ الشاهد عن %n إقرارات لم يرسلها هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
            <numerusform>يُبلغ الشاهد عن إقرار واحد (%n) لم يرسله هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
            <numerusform>يُبلغ الشاهد عن إقرارين (%n) لم يرسلهما هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
            <numerusform>يُبلغ الشاهد عن %n إقرارات لم يرسلها هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
            <numerusform>يُبلغ الشاهد عن %n إقرارًا لم يرسلها هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
            <numerusform>يُبلغ الشاهد عن %n إقرار لم يرسلها هذا الكاتب قط، بدءًا من التسلسل %1، لذا لا يمكن الوثوق بسجله ولا تثبت هذه الجولة شيئًا عن الكتابات المؤكَّدة.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>ناقل النظام لا يعمل (%2)، لذا لا يمكن الوصول إلى مساعد DriveProof من أجل %1. شغّل D-Bus، أو شغّل البرنامج بصلاحيات الجذر.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>أرسل مساعد DriveProof ردًّا غير متوقع بشأن %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>فتح مساعد DriveProof الجهاز %1 لكن لم يصل أي واصف ملف.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>مساعد DriveProof غير مثبّت (%1 غير موجود على ناقل النظام): ثبّت الحزمة، أو شغّل البرنامج بصلاحيات الجذر.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>مساعد DriveProof مثبّت لكن تعذّر تشغيله (%1). أعد تثبيت DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>لم يُجب مساعد DriveProof بشأن %1 خلال %2 ثانية. إن كانت نافذة استيثاق مفتوحة، فحاول مجددًا.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>رفض ناقل النظام الاستدعاء الموجّه إلى مساعد DriveProof (%1): سياسة D-Bus الخاصة به مفقودة أو تالفة. أعد تثبيت DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>فشل مساعد DriveProof بشأن %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>زوج [bucket, count]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>نتيجة الاختبار تالفة: يذكر %1 خانة زمن الاستجابة %2، لكن الخانات تنتهي عند %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>نتيجة الاختبار تالفة: يسرد %1 خانة زمن الاستجابة %2 مرتين.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>نتيجة الاختبار تالفة: مجموع خانات زمن الاستجابة في %1 لا يساوي عدده.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>نتيجة الاختبار تالفة: الحد الأدنى أو الأقصى في %1 يقع خارج أدنى أو أعلى خانة لزمن الاستجابة فيه.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>نتيجة الاختبار تالفة: لا يمكن أن ينتج مجموع %1 عن خانات زمن الاستجابة فيه.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 إيداع/ث</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1: %2 MB/s، %3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1؛ %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (أوقفه خطأ)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (أُلغي)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>ليس للنتيجة معرّف، لذا لا يمكن حفظها في السجل.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>تعذّر إنشاء مجلد السجل %1. تأكد من أن مجلد المنزل قابل للكتابة.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>تعذّرت كتابة %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>لا يحوي السجل نتيجة بالمعرّف %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>المعرّف %1 يطابق عدة نتائج في السجل؛ حدّد المعرّف كاملًا.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر حذف %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>نتيجة الاختبار تالفة: %1 مفقود.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>نتيجة الاختبار تالفة: ينبغي أن يكون %1 %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>نتيجة الاختبار تالفة: قيمة %1 هي %2، خارج المدى من %3 إلى %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>نصًّا</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true أو false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true أو false أو null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>عددًا صحيحًا</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>عددًا</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>تاريخًا ووقتًا (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>قائمة</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>كائنًا</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>قائمة من ستة أعداد</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>واحدًا من info أو good أو caution أو danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>هذه ليست نتيجة اختبار من DriveProof: ليس فيها format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>نتيجة الاختبار هذه بالصيغة %1، لكن هذا الإصدار من DriveProof يقرأ الصيغ حتى %2. افتحها بإصدار أحدث من DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>هذه ليست نتيجة اختبار من DriveProof: ينكسر JSON عند البايت %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>هذه ليست نتيجة اختبار من DriveProof: لا تحوي كائن JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>تعذّرت قراءة %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 أكبر من أن يكون نتيجة اختبار من DriveProof.</translation>
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
            <numerusform>لا قياسات (%n)</numerusform>
            <numerusform>قياس واحد (%n)</numerusform>
            <numerusform>قياسان (%n)</numerusform>
            <numerusform>%n قياسات</numerusform>
            <numerusform>%n قياسًا</numerusform>
            <numerusform>%n قياس</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 ث</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>ملف مؤقت</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ملف</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>الجهاز كله</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>لا شيء (جهاز خام)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>إنهما اختباران مختلفان (%1 و%2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>استخدما حجمَي اختبار مختلفين (%1 و%2): المساحة الصغيرة تتسع لها ذاكرة مؤقتة تفيض بها المساحة الكبيرة.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>جرى التشغيلان على نوعين مختلفين من الأهداف (%1 و%2): يضيف نظام الملفات عمله الخاص إلى كل كتابة.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>جرى التشغيلان على نظامَي ملفات مختلفين (%1 و%2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>استخدما محركَي إدخال/إخراج مختلفين (%1 و%2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>جرى التشغيلان لمدد مختلفة لكل خطوة (%1 و%2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 لكل خطوة</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 على %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1، SEQ1M Q1T1، RND4K Q32T1، RND4K Q1T1 · %1 · %2 لكل خطوة</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>لا يحوي السجل نتيجة بالمعرّف %1، ولا يوجد ملف كهذا. يعرض &apos;driveproof-cli history DEVICE&apos; المعرّفات.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>قائمة من عددين</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>اختبار ذاتي (%1): %2، عند %3 ساعة تشغيل؛ أول قطاع معطوب %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>اختبار ذاتي (%1): %2، عند %3 ساعة تشغيل.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>قراءة</translation>
    </message>
    <message>
        <source>write</source>
        <translation>كتابة</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>مختلط %1% قراءة</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>حجم الكتلة %1، %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>عمق الطابور %1، %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n خيط، %1</numerusform>
            <numerusform>%n خيط، %1</numerusform>
            <numerusform>%n خيطان، %1</numerusform>
            <numerusform>%n خيوط، %1</numerusform>
            <numerusform>%n خيطًا، %1</numerusform>
            <numerusform>%n خيط، %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
            <numerusform>%1، %n × 8 kB لكل إيداع</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync، %1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write، fsync، close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write، close، fsync (واصف آخر)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write، دون مزامنة (خط أساس، غير دائم)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>كتابة O_DIRECT، دون مزامنة (خط أساس، غير دائم)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>كتابة تسلسلية مستمرة</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>مسح السطح (قراءة)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>قراءات عشوائية، الجولة %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (الذاكرة المؤقتة معطّلة)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>تم التخطي: حجم الكتلة %1 أكبر من منطقة الاختبار (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>تم التخطي: كتابات O_DIRECT بحجم %1 بايت أصغر من حجم الكتلة المنطقية للجهاز (%2 بايت).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>تم التخطي: نظام الملفات هذا لا يدعم O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>تم التخطي: يرفض الجهاز كتابات O_DIRECT بحجم %1 بايت.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>يحتاج اختبار الذاكرة المؤقتة A/B إلى محرك ذاكرة الكتابة المؤقتة فيه مفعّلة ويمكن تبديلها؛ وليس %1 كذلك. شغّل اختبار الإيداع وحده.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>تعذّرت إعادة تفعيل ذاكرة الكتابة المؤقتة لـ %1. فعّلها بالأمر &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر فتح %1 لاختبار الإيداع: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>توقف اختبار الإيداع عند «%1»: فشلت الكتابة إلى %2: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>توقف «%1» على %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>خمول، ليتمكن المحرك من نقل البيانات الساخنة</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>معدل الإيداع</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>الإنتاجية</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>كتابة مستمرة</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>مسح السطح</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>إدخال/إخراج عشوائي</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>فحص سريع</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>مسح أحجام الكتل</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>مسح عمق الطابور</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>مسح عدد الخيوط</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>فحص الذاكرة المؤقتة الهجينة</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>يجري اختبار على محرك؛ والتعليق سيُفسد أرقامه.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>يحتاج اختبار الذاكرة المؤقتة A/B إلى معرفة المحرك الذي يقع تحته الهدف، وتعذّر العثور عليه. شغّل اختبار الإيداع وحده.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT غير مدعوم هنا: الجولة تمر عبر المخزن المؤقت، لذا تدخل ذاكرة الصفحات المؤقتة في الأرقام.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 قيد الاستخدام: %2 لا يكتب DriveProof إلى جهاز قيد الاستخدام. افصله، أو نفّذ عليه swapoff، أو أوقف ما هو مبني فوقه أولًا.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 ليس مجلدًا. اختر مجلدًا على المحرك المراد اختباره.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>يجب ألا يقل حجم الاختبار عن 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>المساحة الحرة في %1 قليلة جدًا لملف اختبار بحجم %2 (الحر %3). اختر حجمًا أصغر أو مجلدًا آخر.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر إنشاء ملف اختبار في %1: %2. اختر مجلدًا تستطيع الكتابة فيه.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>جارٍ تحضير ملف الاختبار</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>تعذّر تحضير ملف الاختبار %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 ليس ملفًا عاديًا موجودًا. سمِّ ملفًا، أو اختر مجلدًا لملف اختبار مؤقت.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 أصغر من 4 KiB: أصغر من أن يُختبر. لا يكبّر DriveProof أبدًا ملفًا لم يُنشئه.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>تعذّر فتح %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>الكتابة إلى %1 تُتلف ما عليه. أكّد بكتابة اسم الجهاز، أو مرّر --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>يودع fdatasync بمعدل %1 في الثانية، أسرع من دوران الأقراص (%2 دورة/دقيقة تسمح بنحو %3 في الثانية بخيط واحد): ذاكرة مؤقتة متطايرة أو مدعومة ببطارية هي التي تؤكّد الإيداعات. شغّل اختبار انقطاع التيار لتعرف هل تحتفظ بها.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>يودع fdatasync بمعدل %1 في الثانية، ضمن ما تسمح به %2 دورة/دقيقة (نحو %3 في الثانية): كل إيداع ينتظر دوران القرص.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>مع تعطيل ذاكرة الكتابة المؤقتة للمحرك، ما زال fdatasync يودع بمعدل %1 في الثانية، فوق الـ %3 في الثانية التي تسمح بها %2 دورة/دقيقة: الإعداد متجاهَل أو أن ذاكرة مؤقتة أخرى هي التي تجيب.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>أرسل كل fdatasync %2 أمر تفريغ إلى %1: أوامر التفريغ تصل إلى الجهاز.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>أوامر التفريغ لا تصل إلى %1: لم يرسل fdatasync أيًّا منها رغم أن النواة تعامل الجهاز على أنه write back. شيء ما بين DriveProof والمحرك يبتلعها (مشرف افتراضي، أو طبقة RAID أو device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>أوامر التفريغ لا تصل إلى %1: النواة تعامله على أنه write through (queue/write_cache) ولا ترسل إليه أوامر تفريغ. إن كانت ذاكرة المحرك المؤقتة نفسها مفعّلة، فقد تضيع البيانات المودَعة عند انقطاع التيار.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>لا ترسل النواة أوامر تفريغ إلى %1 بينما ذاكرة الكتابة المؤقتة معطّلة في هذا النصف من الاختبار (تعامل الجهاز على أنه write through): كما هو متوقع.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>أوامر التفريغ لا تصل إلى %1: نظام الملفات موصول بالخيار nobarrier، لذا لا ترسل النواة أوامر تفريغ. قد تضيع البيانات المودَعة عند انقطاع التيار.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>يؤكّد هذا المحرك %1 إيداع في الثانية وذاكرة الكتابة المؤقتة مفعّلة. اختبار انقطاع التيار وحده يستطيع أن يبيّن هل يحتفظ بها.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>يؤكّد هذا المحرك %1 إيداع في الثانية وذاكرة الكتابة المؤقتة مفعّلة، و%2 وهي معطّلة.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>انخفض معدل الكتابة من %1 إلى %2 بعد كتابة %3: نفدت ذاكرة مؤقتة.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>ثبت معدل الكتابة عند نحو %1 طوال الـ %2 كلها.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>جرت القراءة بمعدل %1 في البداية و%2 في النهاية؛ وأبطأ مقطع قُرئ بمعدل %3، عند %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n مقطع قُرئ بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
            <numerusform>%n مقطع قُرئ بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
            <numerusform>%n مقطعان قُرئا بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
            <numerusform>%n مقاطع قُرئت بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
            <numerusform>%n مقطعًا قُرئت بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
            <numerusform>%n مقطع قُرئت بأقل من نصف المعدل الوسيط: أعاد المحرك المحاولة هناك، أو أن قطاعات أُعيد تعيينها تبطئه. انظر في صحته.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>كانت الجولة الثانية أسرع بـ %1 مرة (%2 → %3): نقل المحرك البيانات إلى تخزين أسرع أثناء الخمول.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>جرت الجولة الثانية بمعدل %2 مقابل %1 قبلها: لا أثر لذاكرة مؤقتة ترقّي البيانات الساخنة أثناء خمول المحرك.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT غير مدعوم على نظام الملفات هذا: جرت الجولة عبر المخزن المؤقت، لذا تدخل ذاكرة الصفحات المؤقتة في الأرقام.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>هذا جهاز افتراضي (%1): الأرقام تصف تخزين المشرف الافتراضي، لا المحرك.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 موصول مع تعطيل الحواجز (%2): النواة لا ترسل أوامر تفريغ إلى المحرك، لذا لا يكون أي إيداع هناك دائمًا.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA، سرعة الوصلة غير معروفة</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe، سرعة الوصلة غير معروفة</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB، سرعة الوصلة غير معروفة</translation>
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
        <translation>%1 (نحو %2 قابلة للاستخدام)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (المحرك يدعم PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 من x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>قرص صلب (%L1 دورة/دقيقة)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>قرص صلب</translation>
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
        <translation>محرك خلف جسر USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>قرص افتراضي</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 أكثر مما تستطيع وصلة %2 نقله (%3): الوصلة مُحاكاة أو يُبلَّغ عنها خطأً (جهاز افتراضي، أو ذاكرة مؤقتة أمام المحرك)، لذا لا يقول هذا الرقم شيئًا عن المحرك.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>يكتب بمعدل %1: وهو حد وصلته %2 (%3 كحد أقصى)، ولا يمكن أن يكون أسرع من ذلك هنا.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>يقرأ بمعدل %1: وهو حد وصلته %2 (%3 كحد أقصى)، ولا يمكن أن يكون أسرع من ذلك هنا.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>يكتب بمعدل %1 على وصلة %2: الحد هو الوصلة لا المحرك (المحرك يدعم %3 Gb/s؛ افحص الكابل والمنفذ).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>يقرأ بمعدل %1 على وصلة %2: الحد هو الوصلة لا المحرك (المحرك يدعم %3 Gb/s؛ افحص الكابل والمنفذ).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>على منفذ USB 2: تقيّده سرعة 480 Mb/s عند نحو %1 (المقيس: %2). منفذ USB 3 سيتيح له أن يعمل أسرع.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>يقرأ بمعدل %1: أقراص SSD من نوع SATA تقرأ بمعدل %2 إلى %3 على وصلة 6 Gb/s، لذا فإن شيئًا غير الوصلة يعيق هذا المحرك (محرك ممتلئ أو مهترئ، أو توفير الطاقة، أو نظام الملفات).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>يعمل محرك NVMe هذا على %1 مع أنه يدعم PCIe %2 x%3: استقرت الوصلة على أقل مما يسمح به المحرك وفتحته (بطاقة رافعة، أو نقطة تلامس متسخة، أو مسارات مشتركة مع فتحة أخرى). إنها تنقل %4 من أصل %5 ممكنة.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>يعمل محرك NVMe هذا على %1 لكنه يدعم PCIe %2 x%3: تقيّده الفتحة عند %4 من أصل %5 كان يمكنه استخدامها. فتحة بمسارات أكثر ستتيح له أن يعمل أسرع.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 بمعدل %1 هو ما يحققه قرص بسرعة %L2 دورة/دقيقة (نحو %3 إلى %4): كل قراءة تنتظر تحريك الرأس ونصف دورة.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 بمعدل %1 أسرع مما يستطيعه قرص بسرعة %L2 دورة/دقيقة في تحريك الرأس (نحو %3 إلى %4): ذاكرة مؤقتة تجيب عن هذه القراءات، لذا فهي لا تقول الكثير عن القرص.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>انخفضت الكتابة من %1 إلى %2 بعد %3: انتهت ذاكرة SLC المؤقتة السريعة. النسخ الأكبر من ذلك تجري بنحو %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 جهاز loop بلا إدخال/إخراج مباشر: تمر قراءاته وكتاباته عبر ذاكرة الصفحات المؤقتة لنظام الملفات الذي يحمل ملفه الأساسي، فهذه الأرقام تصف ذاكرة الصفحات (الذاكرة)، لا محركًا. اربطه بـ &apos;losetup --direct-io=on&apos; لقياس المحرك الذي تحت الملف.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>مرّ التشغيل عبر ذاكرة الصفحات المؤقتة، التي تخدم بعض الطلبات من الذاكرة وترسل غيرها إلى المحرك.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>ربما استخدم شيء آخر المحرك في الأثناء، أو امتلأت ذاكرة مؤقتة أو فرغت، أو توقف المحرك ليرتب نفسه: شغّل الاختبار مرة أخرى قبل الوثوق بالأرقام.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>الأرقام غير مستقرة: تأرجح %1 بين %2 و%4 (عادةً %3) من عُشر ثانية إلى التالي، أكثر بكثير من تذبذب المحرك الطبيعي. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>لم يعد %1 فارغًا (وُجد: %2)، لذا لم تتم الكتابة عليه. أكّد مجددًا باسم الجهاز.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>لم يُعثر على أي قرص تحت الهدف.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 لا يبلغ عن أي درجة حرارة.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه مرة واحدة (%n) خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه مرتين (%n) خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرات خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال هذا الاختبار: هذه أرقام قرص ساخن، لا ما يقدّمه وهو بارد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه مرة واحدة (%n) خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه مرتين (%n) خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرات خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
            <numerusform>بلغ القرص %1 °C وأبطأ نفسه %n مرة خلال الكتابة المتواصلة: الهبوط من %2 إلى %3 عند %4 سببه الحرارة، لا ذاكرته المؤقتة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>درجة حرارة القرص: %1 °C قبل الاختبار، و%2 °C بعده.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>لم يُبطئ القرص نفسه بسبب الحرارة أي مرة (%n) خلال الاختبار، مع %1 ث إجمالًا في وضع الإبطاء.</numerusform>
            <numerusform>أبطأ القرص نفسه بسبب الحرارة مرة واحدة (%n) خلال الاختبار، لمدة %1 ث إجمالًا.</numerusform>
            <numerusform>أبطأ القرص نفسه بسبب الحرارة مرتين (%n) خلال الاختبار، لمدة %1 ث إجمالًا.</numerusform>
            <numerusform>أبطأ القرص نفسه بسبب الحرارة %n مرات خلال الاختبار، لمدة %1 ث إجمالًا.</numerusform>
            <numerusform>أبطأ القرص نفسه بسبب الحرارة %n مرة خلال الاختبار، لمدة %1 ث إجمالًا.</numerusform>
            <numerusform>أبطأ القرص نفسه بسبب الحرارة %n مرة خلال الاختبار، لمدة %1 ث إجمالًا.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>لم يُبطئ القرص نفسه بسبب الحرارة خلال الاختبار.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>الوقت فوق درجة حرارة التحذير خلال الاختبار: %1 دقيقة؛ وفوق درجة الحرارة الحرجة: %2 دقيقة.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>لم تُقرأ درجة حرارة القرص: %1</translation>
    </message>
</context>
</TS>
