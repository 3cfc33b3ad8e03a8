<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בבית %3, שאינו נמצא אפילו על גבול של סקטור לוגי בגודל %4 בתים: טבלת המחיצות או האופן שבו הליבה רואה אותה פגומים. יש לגבות את הנתונים שבה ואז ליצור מחדש את המחיצה בסקטור %5 (למשל &apos;parted %2 mkpart primary %5s 100%&apos;), ולבדוק עם &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בסקטור %3 (בית %4): היא לא מיושרת ב-%8 בתים, %5 בתים אחרי גבול של סקטור פיזי בגודל %6 בתים ו-%8 בתים לפני הגבול הבא. כל כתיבה שחוצה גבול עולה לכונן בקריאה-שינוי-כתיבה. יש לגבות את הנתונים שבה ואז ליצור מחדש את המחיצה בסקטור %7: ב-fdisk יש למחוק אותה וליצור אותה שוב עם הסקטור הראשון %7, או להריץ &apos;parted %2 mkpart primary %7s 100%&apos; (במקום 100% יש לתת את הסוף הקודם שלה אם מחיצות אחרות באות אחריה). לבדיקה: &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בסקטור %3 (בית %4). היא מיושרת לסקטורים הפיזיים בגודל %5 בתים, כך שהכונן אינו מואט, אבל לא ל-1 MiB, הגבול שבו משתמשים כלי חלוקה למחיצות כיום ושמתאים לבלוקי המחיקה של SSD ולפסי RAID. אין צורך לפעול כעת; אם תיווצר המחיצה מחדש יום אחד, יש להתחיל אותה בסקטור %6 (למשל &apos;parted %2 mkpart primary %6s 100%&apos;). לבדיקה: &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בסקטור %3 (בית %4). היא מיושרת לסקטורים הפיזיים בגודל %5 בתים ול-1 MiB, אבל לא לגודל הקלט/פלט האופטימלי של %6 בתים שההתקן מדווח, ולכן כתיבות גדולות עלולות להתפצל בין פסים. אם תיווצר המחיצה מחדש, יש להתחיל אותה בסקטור %7 (למשל &apos;parted %2 mkpart primary %7s 100%&apos;). לבדיקה: &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בסקטור %3 (בית %4). היא מיושרת לסקטורים הפיזיים בגודל %5 בתים, אבל לא ל-1 MiB וגם לא לגודל הקלט/פלט האופטימלי של %6 בתים שההתקן מדווח, ולכן כתיבות גדולות עלולות להתפצל בין פסים. אם תיווצר המחיצה מחדש, יש להתחיל אותה בסקטור %7 (למשל &apos;parted %2 mkpart primary %7s 100%&apos;). לבדיקה: &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>מחיצה %1 ב-%2 מתחילה בסקטור %3, שמתאים לסקטורים הפיזיים של הכונן ולגבולות של 1 MiB. אין מה לעשות.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1 (%2), ולכן אלה המחיצות שהליבה מציגה עבורו. יש להריץ כ-root כדי לקרוא את טבלת המחיצות עצמה.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1 (%2), ולכן אלה המחיצות שהליבה מציגה עבורו; טבלת המחיצות עצמה לא נקראה.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>אלה המחיצות שהליבה מציגה עבור %1, כי לא ניתן לקרוא את טבלת המחיצות שלו: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>תקין</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>לא מיושרת</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1 גם כ-root: %2. המערכת חוסמת את הגישה אליו (מכולה או מדיניות אבטחה).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1: %2. יש להריץ כ-root או להשתמש ב-sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1: %2. יש לבדוק את הנתיב.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1: %2. יש לוודא שהכונן מחובר ושהקובץ ניתן לקריאה.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>לא נמצאה ב-%1 טבלת מחיצות לסקטורים בגודל %2 בתים, אבל יש טבלה לסקטורים בגודל %3 בתים. יש לקרוא אותה עם גודל סקטור לוגי של %3 בתים.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 הוא תיקייה. יש לתת כונן כגון /dev/sdb או קובץ דמות דיסק.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 אינו כונן ואינו קובץ דמות דיסק. יש לתת כונן כגון /dev/sdb או קובץ דמות דיסק.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>לא נמצאה טבלת מחיצות ב-%1: הקובץ ריק.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 ריק: אין טבלת מחיצות ואין מערכת קבצים, כפי שכונן חדש מגיע. אין עדיין מה ליישר; כלי חלוקה מתחילים את המחיצה הראשונה ב־1 MiB, וזה מתאים לכונן הזה.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 מכיל מערכת קבצים %2 שנכתבה ישירות על כל הכונן, ללא טבלת מחיצות. זו פריסה תקפה, אבל הכונן מדווח שסקטור 0 שלו נמצא %3 בתים אחרי גבול סקטור פיזי, ולכן בלוקים של מערכת הקבצים חוצים סקטורים פיזיים. רק פריסה חדשה תתקן זאת: גבו את הנתונים, ואז צרו טבלת מחיצות שהמחיצה הראשונה בה מתחילה ב־1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 מכיל מערכת קבצים %2 שנכתבה ישירות על כל הכונן, ללא טבלת מחיצות. זו פריסה תקפה: מערכת הקבצים מתחילה בבית 0, על גבול של כל גודל סקטור, ולכן היא מיושרת. אין מה לעשות.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>סביר</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>לא נמצאה טבלת מחיצות ב־%1: הוא ריק, או מכיל מערכת קבצים על כולו, שאינה צריכה טבלה. ודאו שזה הדיסק או הקובץ הנכון.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>נתוני ה-sense קטועים: הגיע בית %n מתוך כותרת של 8 בתים.</numerusform>
            <numerusform>נתוני ה-sense קטועים: הגיעו %n בתים מתוך כותרת של 8 בתים.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>מתאר ה-ATA Status Return פגום (אורך %1h במקום 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>נתוני ה-sense נקטעים בתוך מתאר ה-ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>נתוני ה-sense קטועים: הם מצהירים על %1 בתים אבל הגיעו %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>נתוני ה-sense בתבנית הקבועה קטועים: הגיע בית %n, נדרשים לפחות 14.</numerusform>
            <numerusform>נתוני ה-sense בתבנית הקבועה קטועים: הגיעו %n בתים, נדרשים לפחות 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>ההתקן לא שלח נתוני sense, ולכן מצב ה-ATA של הפקודה אינו ידוע.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>לנתוני ה-sense תבנית לא ידועה (קוד תגובה %1h): לא תבנית מתארים (72h) ולא תבנית קבועה (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>מפתח sense %1h, sense נוסף %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, מצב ATA %2h, שגיאה %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 אינו קיים.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 אינו קובץ רגיל: יש לתת העתק IDENTIFY שמור (512 בתים גולמיים או הטקסט של &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>ל-%1 יש %2 בתים: גדול מדי עבור העתק IDENTIFY (512 בתים גולמיים, או כ-1300 בתים של טקסט).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לקרוא את %1: %2.</translation>
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
            <numerusform>נתוני IDENTIFY חייבים להיות בדיוק 512 בתים; כאן יש בית %n.</numerusform>
            <numerusform>נתוני IDENTIFY חייבים להיות בדיוק 512 בתים; כאן יש %n בתים.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>נתוני ה-IDENTIFY הם כולם אפסים: הכונן או גשר ה-USB שלו לא החזירו נתונים.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>נתוני ה-IDENTIFY הם כולם FFh: אף כונן לא ענה (יציאה ריקה, או גשר ללא דיסק).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>מילה 0 היא %1h: אלה נתונים מהתקן ATAPI (כונן אופטי), ולא נתוני IDENTIFY DEVICE של דיסק.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>סכום הביקורת של IDENTIFY במילה 255 שגוי (סכום 512 הבתים הוא %1h, לא 00h): הנתונים פגומים או נערכו.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>מילים 117-118 נותנות גודל סקטור לוגי של %1 בתים, שאף כונן אינו משתמש בו: הנתונים פגומים.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>מילה 106 נותנת גודל סקטור פיזי של %1 בתים, שאף כונן אינו משתמש בו: הנתונים פגומים.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>שורה %1: &apos;%2&apos; אינה מילה של ארבע ספרות הקסדצימליות.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>שורה %1: יותר מ-256 מילים; בנתוני IDENTIFY יש בדיוק 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>לא נמצאו מילי IDENTIFY: מצופות 256 מילים של ארבע ספרות הקסדצימליות, 8 בשורה, כפי ש-&apos;hdparm --Istdout&apos; מדפיס אותן.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>שורה %1: המילים נגמרות אחרי מילה %n; בנתוני IDENTIFY יש 256.</numerusform>
            <numerusform>שורה %1: המילים נגמרות אחרי %n מילים; בנתוני IDENTIFY יש 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>ההתקן</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 אינו מקבל פקודות SCSI (SG_IO), ולכן %2 אינה יכולה להגיע לכונן: זה אינו דיסק SATA, SAS או USB שלם (למחיצות, להתקני loop, להתקנים וירטואליים ולהתקני NVMe אין כונן ATA מאחוריהם).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>ההרשאה נדחתה בשליחת %2 אל %1: פקודות ATA דורשות root או את רכיב העזר של DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>שליחת %1 אל %2 נכשלה: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>הכונן ב-%1 דחה את %2 (ABORT): הוא אינו תומך בפקודה או בהגדרה זו (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>הכונן ב-%1 דיווח על שגיאה עבור %2 (%3); יש לבדוק את תקינותו ואת הכבלים, ולנסות שוב.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 דחה את %2: הדיסק או גשר ה-USB שלו אינם מעבירים פקודות ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 לא הריץ את %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>תם הזמן של %1 ב-%2: הכונן לא ענה.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 לא הגיעה לכונן ב-%2 (מצב מארח %3, מצב מנהל התקן %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 נכשלה ב-%2 עם מצב SCSI %3h וללא נתוני sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>הכונן ב-%1 אינו מדווח על מטמון כתיבה נדיף שניתן להפעיל או לכבות (IDENTIFY מילה 82 סיבית 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>הכונן ב-%1 קיבל את הפקודה אבל עדיין מדווח שמטמון הכתיבה שלו כבוי.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>הכונן ב-%1 קיבל את הפקודה אבל עדיין מדווח שמטמון הכתיבה שלו פועל.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 קיבל את השינוי אבל עדיין מדווח שמטמון הכתיבה שלו כבוי.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 קיבל את השינוי אבל עדיין מדווח שמטמון הכתיבה שלו פועל.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>בנתוני Identify Controller יש %1 בתים במקום %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>ביומן התקינות של NVMe יש %1 בתים במקום %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>הכונן אינו תומך בפקודת ניהול זו.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>הכונן אינו יכול לשמור את הגדרת מטמון הכתיבה שלו, ולכן שינוי נשמר רק עד הכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>הכונן אינו מאפשר לשנות את הגדרת מטמון הכתיבה שלו.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>הכונן אינו מספק את יומן SMART / התקינות.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>הכונן אינו תומך בשמירת הגדרת מטמון הכתיבה שלו.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>לכונן אין מטמון כתיבה נדיף לקרוא או לשנות.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>הכונן דחה שדה בפקודה.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>הכונן דיווח על שגיאה פנימית; יש לבדוק את תקינותו ולנסות שוב.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>הכונן דחה את הפקודה.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (מצב NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>ההתקן אינו מקבל פקודות ניהול NVMe (הוא אינו כונן NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>ההרשאה נדחתה: יש להריץ כ-root או דרך רכיב העזר של DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>ההתקן נעלם; יש לחבר אותו מחדש ולנסות שוב.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>הכונן לא ענה בזמן; יש לנסות שוב.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 נכשלה ב-%2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>לא ניתן לפענח את הנתונים ש-%1 החזיר: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>הכונן אינו מדווח אם ניתן לשמור את הגדרת מטמון הכתיבה שלו (אין תמיכה ב-Select / Save), ולכן שינוי נשמר רק עד הכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>לכונן %1 אין מטמון כתיבה נדיף להפעיל או לכבות.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 אינו מאפשר להפעיל או לכבות את מטמון הכתיבה שלו.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 אינו יכול לשמור את הגדרת מטמון הכתיבה שלו, ולכן לא ניתן לשמר את השינוי אחרי כיבוי והדלקה. במקום זאת יש לשנות אותה בלי לשמר.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>כותרת דף המצב בבית %1 קטועה.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>דף המצב %1h מצהיר על %2 בתים אבל רק %3 קיימים.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>בתשובת MODE SENSE יש %1 בתים, פחות מכותרת פרמטרי המצב בת 8 הבתים.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>תשובת MODE SENSE מצהירה על אורך נתוני מצב של %1, קצר מדי עבור הכותרת שלה עצמה.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>מתארי הבלוקים בתשובת MODE SENSE (%1 בתים) אינם משאירים מקום לדף מצב ב-%2 הבתים שלה.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>דף מצב המטמון קצר מדי מכדי להכיל את סיבית WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>תשובת MODE SENSE אינה מכילה את דף מצב המטמון (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>ניתן לבנות דף מטמון חדש רק מתוך דף המטמון הנוכחי והשלם.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>הכונן דיווח על שגיאה אבל לא שלח נתוני sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>נתוני ה-sense בתבנית הקבועה של הכונן קטועים.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>נתוני ה-sense בתבנית המתארים של הכונן קטועים.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>הכונן שלח נתוני sense בתבנית לא ידועה (קוד תגובה %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>הכונן אינו תומך בשמירת דף זה, ולכן שינוי נשמר רק עד הכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>הכונן אינו תומך בפקודות MODE SENSE(10) ו-MODE SELECT(10), ולכן לא ניתן לקרוא או לשנות את המטמון שלו בדרך זו.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>הכונן דחה את פקודת MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>הכונן אינו מדווח על דף מצב המטמון.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>הכונן סירב לדף המטמון החדש: הוא אינו מאפשר לשנות הגדרה זו.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>הכונן דיווח על איפוס או על הגדרה ששונתה; יש לנסות שוב.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>הכונן אינו מוכן (עצור, מתניע או ללא מדיה); יש לנסות שוב בעוד רגע.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>הכונן מוגן מפני כתיבה.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>הכונן דיווח על שגיאת חומרה או מדיה; יש לבדוק את תקינותו.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>הכונן ביטל את הפקודה; יש לנסות שוב.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>הכונן דיווח על שגיאה.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>ההתקן אינו מקבל פקודות SCSI, ולכן לא ניתן לקרוא או לשנות בדרך זו את מטמון הכתיבה ברמת הכונן.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>הכונן לא ענה בזמן; יש לבדוק את הכבל ואת אספקת החשמל שלו.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>החיבור לכונן נכשל (מצב מארח %1h); יש לבדוק את הכבל ואת אספקת החשמל שלו.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>הכונן עסוק; יש לנסות שוב בעוד רגע.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>הכונן החזיר מצב SCSI %1h ללא נתוני sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>לא ניתן לפענח את דף מצב המטמון של %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 אינו מאפשר להפעיל או לכבות את מטמון הכתיבה שלו (דף המטמון שלו מסמן את WCE כבלתי ניתן לשינוי).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן %1 אינו יכול לשמור את דף המטמון שלו, ולכן לא ניתן לשמר את השינוי אחרי כיבוי והדלקה. במקום זאת יש לשנות אותו בלי לשמר.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 אינו דיסק SCSI שלם; רק מדיסקים כאלה ניתן לבקש לקרוא מחדש את דף המטמון.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>לא ניתן לבקש מהליבה לקרוא מחדש את ההגדרות של %1: %2. ייתכן שתמונת מטמון הכתיבה שלה לא תהיה עדכנית עד האתחול הבא.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 לא הצליח לשמור את הגדרת מטמון הכתיבה: %1. השינוי נשמר רק עד הכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 הוא קובץ שמשמש ככונן (%2): מטמון הכתיבה ברמת הכונן אינו רלוונטי; התצוגה של הליבה מראה אם היא מעבירה פקודות ריקון לקובץ.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 הוא דיסק וירטואלי: הכונן האמיתי והמטמון שלו נמצאים במארח, מחוץ להישג ידה של מכונה זו. מוצגת רק התצוגה של הליבה; אם פקודות ריקון מגיעות לכונן של המארח תלוי במצב המטמון של ה-hypervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו מקבל פקודות כונן: מטמון הכתיבה ברמת הכונן אינו רלוונטי, רק התצוגה של הליבה.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof אינו יודע כיצד לשאול את %1 על מטמון הכתיבה שלו (ממשק לא ידוע).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 הוא דיסק וירטואלי (%2): מטמון הכתיבה שהוא מדווח עליו הוא הדמיה של ה-hypervisor. אם ריקון מגיע לכונן אמיתי תלוי במצב המטמון של ה-hypervisor במארח.</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>הליבה אומרת write through אבל המטמון של הכונן פועל: הליבה כבר אינה שולחת פקודות ריקון, ולכן נתונים מקובעים עלולים לאבוד בניתוק חשמל. יש לכבות את המטמון של הכונן, או לאפשר לליבה לקרוא מחדש את הגדרת הכונן.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>הליבה עדיין שולחת פקודות ריקון אף שהמטמון של הכונן כבוי: בטוח, רק מעט איטי יותר.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>המטמון כבוי כעת, אבל ההגדרה השמורה תפעיל אותו שוב בכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>המטמון פועל כעת, אבל ההגדרה השמורה תכבה אותו בכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו יכול לשמר הגדרה זו אחרי כיבוי והדלקה כאן, ולכן לא שונה דבר. יש לשנות אותה בלי &quot;שמירה אחרי אתחול&quot;: אז היא תחול עד הכיבוי וההדלקה הבאים.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>ל-%1 אין מטמון כתיבה נדיף שניתן להפעיל או לכבות.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו מאפשר לשנות את הגדרת מטמון הכתיבה שלו.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>תשובת מטמון הכתיבה של רכיב העזר אינה מציינת התקן.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>לא ניתן היה לקרוא אם מטמון הכתיבה של %1 פועל: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>לא ניתן היה לקרוא אם אפשר להפעיל ולכבות את מטמון הכתיבה של %1: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>לא ניתן היה לקרוא את ההגדרה השמורה של מטמון הכתיבה של %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>ממצא %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>כתיבה מושהית</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>כתיבה ישירה</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>תשובת מטמון הכתיבה של רכיב העזר מכילה ממצאים בתבנית שגרסה זו אינה קוראת. יש להפעיל מחדש את DriveProof לאחר עדכון.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>תשובת מטמון הכתיבה של רכיב העזר מכילה ממצא ללא קוד. יש להפעיל מחדש את DriveProof לאחר עדכון.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>בדיקה עצמית כבר רצה בכונן.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>כתיבת רשומות</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>דחיקת המטמון של הכונן החוצה</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>קריאה חוזרת</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>צמצום הגבול</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>רשומות שנכתבו במקום אחר (גלישה להתחלה)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>אפסים</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>לא מה שנכתב</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>רשומות פגומות</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>שגיאות קריאה</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>גודל שימושי מוכח: %1 (%2 בתים).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>הבלוק הפגום הראשון בבית %1; הגבול ידוע בדיוק של %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>בקשת כתיבה %n, נכתבו %1, ב־%2 שנ׳.</numerusform>
            <numerusform>%n בקשות כתיבה, נכתבו %1, ב־%2 שנ׳.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>מקורי: כל רשומה שנכתבה לאורך כל %1 הבתים (%2) נקראה במקום שבו נכתבה.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>מזויף: רק %1 הראשונים אמיתיים; כתיבות מעבר לכך נוחתות שוב בהתחלה (גלישה להתחלה). הכונן מצהיר על %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>מזויף: כתיבות מעבר ל־%1 נזרקות. הכונן מצהיר על %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>פגום: בלוק %n לא הכיל את מה שנכתב, הראשון ב־%1.</numerusform>
            <numerusform>פגום: %n בלוקים לא הכילו את מה שנכתב, הראשון ב־%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>לא ניתן להכריע: הבדיקה בוטלה.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>לא ניתן להכריע: הכונן לא קיבל ריקון של המטמון שלו.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>לא ניתן להכריע: ההתקן קטן מכדי לבדוק אותו.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>לא ניתן להכריע: שום דבר ממה שנכתב לא נקרא בחזרה.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>הכונן אופס לפני הקריאה החוזרת: מה שהבקר שלו החזיק בזיכרון אבד.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>הכונן אופס לפני הקריאה החוזרת אך לא חזר.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>לא אופס לפני הקריאה החוזרת: לא ניתן לאפס את ההתקן הזה.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>לא אופס לפני הקריאה החוזרת: רק כונן USB ניתן לאפס בפני עצמו.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>לא אופס לפני הקריאה החוזרת: רק הרצה כ־root יכולה לאפס כונן USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>לא אופס לפני הקריאה החוזרת: נבדקה מחיצה, ואיפוס היה נוגע בכונן כולו.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>לא אופס לפני הקריאה החוזרת: התקן ה־USB שלו נושא גם כוננים אחרים.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>לא אופס לפני הקריאה החוזרת: הליבה סירבה (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>ממתין שהכונן יכתוב את המטמון שלו</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>גודל סקטור לוגי בבתים (קובצי דמות: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>גודל סקטור פיזי בבתים (קובצי דמות: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>גודל קלט/פלט אופטימלי בבתים, 0 = לא מדווח (קובצי דמות: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>בתים מ-LBA 0 עד גבול הסקטור הפיזי הבא (קובצי דמות: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 אינו מספר בתים. יש לתת מספר שלם כגון 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 אינו גודל בלוק תקין. יש לתת חזקה של שתיים בין 512 ל-1048576 בתים, למשל 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 קטן מ---logical-block-size %2: סקטור פיזי מכיל סקטור לוגי אחד או יותר.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 קטן מהסקטורים הלוגיים בגודל %3 בתים של %2: סקטור פיזי מכיל סקטור לוגי אחד או יותר.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 אינו תקין. יש לתת 0 (לא מדווח) או כפולה של גודל הבלוק הפיזי (%3 בתים) עד 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 אינו תקין. יש לתת כפולה של גודל הבלוק הלוגי (%3 בתים) שקטנה מגודל הבלוק הפיזי (%4 בתים), למשל 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>no</source>
        <translation>לא</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>בית %n</numerusform>
            <numerusform>%n בתים</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>לא מדווח</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: טבלת מחיצות %2, סקטור לוגי %3 בתים, סקטור פיזי %4 בתים, גודל קלט/פלט אופטימלי %5, היסט יישור %6 בתים.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>בטבלת המחיצות של %1 אין מחיצות.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>מחיצה</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>התחלה (סקטור)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>התחלה (בתים)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>לוגי</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>פיזי</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>אופטימלי</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>הכרעה</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>אין כונן או קובץ בשם %1. יש לתת כונן כגון /dev/sdb (ראו &apos;driveproof-cli list&apos;) או נתיב של קובץ דמות דיסק.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 היא מחיצה. יש לתת במקומה את הכונן כולו: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>בדיקה שכל מחיצה בכונן או בקובץ דמות דיסק מתחילה על גבול שמתאים לכונן: הסקטורים הפיזיים שלו, 1 MiB וגודל הקלט/פלט האופטימלי שלו.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>כונן (/dev/sdb, sdb) או קובץ דמות דיסק.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>הדפסת JSON (המפתחות ב-docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; דורש בדיוק כונן אחד או קובץ דמות דיסק אחד, למשל &apos;driveproof-cli align /dev/sdb&apos; או &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>בדיקה זו כותבת על הנתונים שב-%1. כל מה שעליו יאבד.
יש להקליד את שם ההתקן (%2) כדי להמשיך: </translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>אין התקן %1. יש להריץ &apos;driveproof-cli list&apos; כדי לראות את הכוננים במכונה זו.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>אין תיקייה או קובץ %1. יש לתת תיקייה קיימת (קובץ בדיקה זמני ייווצר בה), קובץ או התקן בלוקים.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 אינו תיקייה, קובץ רגיל או התקן בלוקים (זהו צינור, שקע או התקן תווים). יש לתת תיקייה, קובץ או התקן בלוקים.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 הוא התקן: בדיקה זו כותבת אליו ומשמידה את הנתונים שבו. יש להוסיף --destructive אם זו הכוונה, או לתת תיקייה.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 נמצא בשימוש: %2 שום דבר לא נכתב.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>השם לא תאם; שום דבר לא נכתב.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output אינו יכול לכתוב את %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>בוטל בזמן הכנת קובץ הבדיקה; הקובץ הוסר.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab צריך לדעת מהו הכונן שמתחת ליעד, ולא ניתן היה למצוא אותו.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 אינו תואם אף מדידה של בדיקה זו. המפתחות הם שדות ה-&quot;key&quot; בפלט ה---json שלה.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לכתוב את %1: %2.</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>בוטל; השורות שלמעלה הסתיימו לפני כן.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>מדידת כונן: קצב קיבוע (כמו pg_test_fsync), תפוקה, קלט/פלט אקראי, סריקות פרמטרים, בדיקת המטמון ההיברידי.
FAMILY הוא אחד מאלה: quick, commit, throughput (או seq), sustained, surface, random, sweep (עם --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET הוא תיקייה (ברירת מחדל: הנוכחית; קובץ זמני נוצר ומוסר), קובץ קיים (משמש במקומו, לעולם אינו מוגדל) או התקן בלוקים (בדיקות קריאה; כתיבה דורשת --destructive).</translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>הבדיקה להרצה.</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>תיקייה, קובץ או התקן (או --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>תיקייה, קובץ או התקן, כמו TARGET.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>גודל אזור הבדיקה או הקובץ הזמני, למשל 1G, 256M (ברירת מחדל: 1G; commit: 16M; התקן: כולו לסריקת המשטח).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>שניות לכל מדידה (ברירת מחדל: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>מנוע קלט/פלט: auto, io_uring או psync (ברירת מחדל: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>גודל בלוק לבדיקות אקראיות, לסריקות ול-sustained, למשל 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>פעולות קלט/פלט בתהליך לכל תהליכון (סריקות, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>תהליכונים (סריקות).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>סריקות: 100 קריאות בלבד (ברירת מחדל), 0 כתיבות בלבד, או שילוב.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>quick, throughput, random: קריאות בלבד.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>quick, throughput, random: כתיבות בלבד.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>quick, throughput, random: שילוב עם אחוז קריאות זה, למשל 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>תבנית CrystalDiskMark אחת: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (או כל RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (ברירת מחדל), queue-depth או threads.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>בדיקה היברידית: שניות שבהן הכונן נשאר במנוחה בין המעברים (ברירת מחדל: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>commit: מדידה נוספת כשמטמון הכתיבה של הכונן כבוי, ואז הפעלתו מחדש.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>לאפשר בדיקת כתיבה על התקן גולמי: כל מה שעליו יאבד.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>מעבר דרך מטמון הדפים (ללא O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>הדפסת התוצאה כ-JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>כתיבת תוצאת ה-JSON גם ל-FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>הרצת המדידות עם מפתחות אלה בלבד, מופרדים בפסיקים (למשל rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>לא לשמור את התוצאה בהיסטוריה של הכונן.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; דורש FAMILY ולכל היותר TARGET אחד, למשל &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis הולך עם &apos;sweep&apos; ומקבל block-size, queue-depth או threads, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>בדיקה לא ידועה &apos;%1&apos;. כדאי לנסות &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size מקבל גודל של 4K לפחות, כגון 1G או 256M, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration מקבל שניות, למשל 5, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend מקבל auto, io_uring או psync, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size מקבל כפולה של 512 בתים עד 64M, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 מקבל מספר שלם עד %2, לא &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle מקבל שניות, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>יש לתת אחד מ---read, --write ו---mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix מקבל את אחוז הקריאות, 0 עד 100, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset מקבל שם כגון RND4K-Q32T1 או SEQ1M-Q8T1, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset הולך עם quick, random או seq.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab הולך עם בדיקת ה-commit.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>שיטת קיבוע</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>קיבועים/שנ׳</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>ממוצע µs</translation>
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
        <translation>מרבי µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>ריקונים/קיבוע</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>בדיקה</translation>
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
        <translation>טוב</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>זהירות</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>סכנה</translation>
    </message>
    <message>
        <source>note</source>
        <translation>הערה</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, נותרו %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 על %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>פועל</translation>
    </message>
    <message>
        <source>off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>כן, דרך udisks2 (מוחל מחדש בכל אתחול)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>כן, שמור בכונן</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>לא: שינוי נשמר עד הכיבוי וההדלקה הבאים</translation>
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
        <translation>אין (אינו מקבל פקודות כונן)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>התקן</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>פרוטוקול</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>לכונן יש מטמון כתיבה</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>מטמון הכונן כעת</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>הגדרה שמורה</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>ניתן לשינוי</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>נשמר אחרי אתחול</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>תצוגת הליבה</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>הליבה משתמשת ב-FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>מקורות</translation>
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
        <translation>רע</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>כללי</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>טמפרטורה</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>שעות פעולה</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>מחזורי הדלקה</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>כיבויים לא בטוחים</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>סקטורים פגומים</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>שגיאות מדיה</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>בלאי</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>רזרבה זמינה</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>מקור</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 היא מחיצה; מטמון הכתיבה והתקינות שייכים לכונן כולו. יש לתת במקומה את %2.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>הצגת מטמון הכתיבה הנדיף של הכונן לצד תצוגת הליבה, או הפעלתו וכיבויו.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>כונן, למשל /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>הפעלה או כיבוי של מטמון הכונן.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>שמירת ההגדרה אחרי כיבוי והדלקה, כאשר הכונן או udisks2 יכולים לשמור אותה בפועל.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; דורש בדיוק DEVICE אחד, למשל &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set מקבל &apos;on&apos; או &apos;off&apos;, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist הולך עם --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>הצגת תקינות הכונן: הכרעה כללית, טמפרטורה, שעות, מחזורי הדלקה, כיבויים לא בטוחים.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; דורש בדיוק DEVICE אחד, למשל &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language דורש שפה, אחת מאלה: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>שפה לא ידועה &apos;%1&apos;. יש לבחור אחת מאלה: %2.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>הצגת עזרה לפקודה זו.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. כדאי לנסות &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 בתים)</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>כתיבת הממצאים של כל כונן עבור Prometheus וקוראי OpenMetrics אחרים: זהות, תקינות, תצוגות מטמון הכתיבה, יישור ותוצאות הבדיקות האחרונות (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>טקסט OpenMetrics, קריא גם על ידי textfile collector של node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>כתיבה ל-FILE, תוך החלפתו באופן אטומי, במקום לפלט התקני.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>ייצוא כונן זה בלבד (גם התקן loop); ניתן לציין יותר מפעם אחת.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DEVICE</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>ייצוא גם של התקני loop (מושמטים כברירת מחדל).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>קריאת תוצאות בדיקה מתיקיית הנתונים הזו של DriveProof (המכילה history/ ו-powerloss/) במקום מזו שלך; ניתן לציין יותר מפעם אחת.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>קריאת תוצאות הבדיקה של כל משתמשי מכונה זו (דורש root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; אינו מקבל ארגומנטים. יש להשתמש ב---device DEVICE עבור כונן אחד.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>יש לבחור תבנית: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>גולמי, 512 בתים</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>מילים הקסדצימליות (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (מיעון 48 סיביות)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (מיעון 28 סיביות)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (לא מדווח; הנחה)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>לא מסתובב (מוצק)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 סל״ד</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>כן, עומק תור %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>העתק IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>תבנית</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>דגם</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>מספר סידורי</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>קושחה</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>קיבולת</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>סקטורים</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>סקטור לוגי</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>סקטור פיזי</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>היסט יישור</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>מהירות סיבוב</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>מטמון כתיבה נתמך</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>מטמון כתיבה מופעל</translation>
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
        <translation>סכום ביקורת</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>תקין</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>לא קיים</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>הערה</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>הכונן סימן נתונים אלה כחלקיים</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>קובץ מגבה</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>יצרן</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>ממשק</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>גודל</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>קלט/פלט מזערי</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>קלט/פלט אופטימלי</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>מדיה</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>נשלף</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>לקריאה בלבד</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>מטמון כתיבה (תצוגת הליבה)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>מעוגן ב</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>לא מעוגן</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>בשימוש של</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>גודל</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>מעוגן ב</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>לא ידוע:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>הצגת כל מה שידוע על כונן אחד.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>כונן, למשל /dev/sda או sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>פענוח העתק ATA IDENTIFY שמור במקום כונן: 512 בתים גולמיים, או המילים ההקסדצימליות ש-&apos;hdparm --Istdout&apos; מדפיס.</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; אינו מקבל DEVICE: הוא מפענח את הקובץ בלבד.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; דורש בדיוק DEVICE אחד, למשל &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>קובץ</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>מוצק</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 סל״ד</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>מסתובב</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>הצגת רשימת הכוננים במכונה זו: זהות, גודל, גודלי סקטורים, מדיה, תצוגת מטמון הכתיבה של הליבה ונקודות עיגון.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; אינו מקבל ארגומנטים. יש להשתמש ב-&apos;driveproof-cli info DEVICE&apos; עבור כונן אחד.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>לא נמצאו כוננים. בתוך מכולה ייתכן ש-/sys/block לא יציג אף כונן; במחשב שולחני יש לוודא שהכונן מחובר.</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>ממשק</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>דגם</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>סקטורים ל/פ</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>מדיה</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>מטמון כתיבה</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>מחיצה</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>פקודה לא ידועה &apos;%1&apos;. כדאי לנסות &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>בדיקת אובדן החשמל: האם הכונן שומר את מה שאישר כשהחשמל נופל?
  prepare   בדיקת הכונן והמכונה, יצירת אזור הבדיקה
  run       כתיבה ודיווח של כל קיבוע לעד; ניתוק כבל החשמל כשמתבקש
  verify    אחרי ההפעלה מחדש: קריאת האזור, קבלת הרישום של העד, הכרעה
  practice  כל התהליך על כונן מדומה במכונה זו</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify או practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>אזור הבדיקה: קובץ (נוצר אם אינו קיים) או התקן בלוקים (עם --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>הכתובת של העד, כפי שהוא מציג אותה.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>גודל אזור הבדיקה, למשל 1G (ברירת מחדל: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>שיטת קיבוע: fdatasync (ברירת מחדל), fsync, open_datasync או open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>כתיבות לכל קיבוע (קיבוע קבוצתי); ברירת מחדל 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: ההרצה לאימות (המזהה שלה או תחילתו), במקום זו שממתינה עבור --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>לאפשר התקן גולמי כיעד: כל מה שעליו יאבד.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (ברירת מחדל) או lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: שניות כתיבה לפני הניתוק המדומה (ברירת מחדל: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>הדפסת התוצאה כ-JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss מקבל prepare, run, verify או practice, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size מקבל גודל של 1M לפחות, כגון 1G או 256M, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method מקבל fdatasync, fsync, open_datasync או open_sync, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit מקבל מספר בין 1 ל-1024, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness מקבל HOST:PORT כגון 192.168.1.20:7070, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode מקבל honest או lying, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds מקבל מספר בין 0 ל-3600, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id מקבל מזהה הרצה בהקסדצימלי (או את תחילתו), כגון 3f9a, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>יש לתת את אזור הבדיקה עם --target PATH.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target מקבל קובץ (נוצר אם אינו קיים) או התקן בלוקים, לא את התיקייה %1. יש לציין קובץ בתוכה, למשל %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target מקבל קובץ (נוצר אם אינו קיים) או התקן בלוקים; %1 הוא צינור, שקע או התקן תווים.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target מציין קובץ בתיקייה שאינה קיימת: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 הוא התקן: הבדיקה כותבת על כל הנתונים שבו. יש להוסיף --destructive אם זו הכוונה, או לציין קובץ.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>הכנת אזור הבדיקה: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 קיבועים/שנ׳, העד מחזיק את #%3, %4 בתהליך, קישור %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** יש לנתק את כבל החשמל עכשיו ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>יש לנתק את החשמל בשקע שבקיר (לא בכפתור ההפעלה). אחרי ההפעלה מחדש יש להריץ &apos;driveproof-cli powerloss verify&apos; עם אותו יעד.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>הכרעה: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>בדיקות תוקף:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>תקין</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>לא תקין</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>כתיבות מאושרות: %1; בלוקים שנבדקו: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>הערה: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>אזהרה: %1</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>אזור הבדיקה: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>כונן: %1, מספר סידורי %2, קושחה %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>מטמון כתיבה: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>כיבויים לא בטוחים עד כה: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>מוכן. יש להפעיל את העד, ואז &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>נעצר באופן מסודר אחרי %1 קיבועים; העד מחזיק את כולם. אין מה לאמת: עצירה מסודרת אינה ניתוק חשמל.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>אין בדיקת אובדן חשמל ממתינה עבור %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>לאף בדיקת אובדן חשמל ממתינה אין את מזהה ההרצה &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>תרגול על כונן מדומה שמשקר לגבי פקודות הריקון שלו.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>תרגול על כונן מדומה ישר.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>הרצה %1: התחילה</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>הרצה %1: הכותב חזר (%2 קיבועים עד כה)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>הרצה %1: %2 קיבועים אושרו</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>הרצה %1: הכותב השתתק ב-%2: זמן הניתוק המשוער</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>הרצה %1: הכותב דיווח על שגיאה: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>הרצה %1: הכותב נעצר בכוונה (ללא ניתוק חשמל)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>הרצה %1: הדוח של המאמת נשמר</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>חיבור נדחה: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>הרצה %1: שגיאת יומן: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>שימוש כעד בבדיקת אובדן חשמל: רישום כל קיבוע שכותב מדווח, כך שאחרי ניתוק החשמל המאמת יודע מה הכונן אישר. פועל עד Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>כתובת ופתחה להאזנה (ברירת מחדל: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>תיקייה ליומני ההרצות (ברירת מחדל: תיקיית הנתונים של DriveProof). יש לשים אותה על דיסק אחר מזה שנבדק.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness אינו מקבל ארגומנט, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen מקבל ADDRESS:PORT כגון 0.0.0.0:7070, לא &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>קוד צימוד: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>מאזין ב-%1:%2</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>במכונה הנבדקת יש להקליד אחת מכתובות העד האלה:</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>יומנים ב-%1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>העד נעצר; כל היומנים סונכרנו.</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>קישור</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>סוג הכונן</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>התוצאה לא נשמרה בהיסטוריה של הכונן: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) נראה ריק. בדיקת הקיבולת כותבת על כל מה שעליו. להמשיך? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>האם הכונן גדול כפי שהוא טוען? כותב רשומות על כל ההתקן, קורא אותן בחזרה ומבחין בין כונן מקורי למזויף.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>הכונן, למשל /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>הבדיקה המהירה: כמה אלפי רשומות, דקות.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>האימות המלא: כל בלוק נכתב ונקרא בחזרה; ממשיך מהמקום שבו ריצה שנקטעה נעצרה.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>לאפשר את הכתיבות בלי מסוף שבו אפשר לשאול: כל מה שעל ההתקן יאבד.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>יש לציין התקן אחד ו־‎--quick‎ או ‎--full‎. נסו &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>בדיקת הקיבולת כותבת על כל מה שעל %1. הוסיפו ‎--destructive‎ אם זה מה שאתם רוצים.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>פגום: בתים %1 עד %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… ועוד טווח פגום %n (ראו ‎--json‎).</numerusform>
            <numerusform>… ועוד %n טווחים פגומים (ראו ‎--json‎).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 ריק (אין טבלת מחיצות ואין מערכת קבצים): הכתיבה אליו נעשית בלי לבקש את שמו.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>ל־%1 אין מטמון כתיבה משלו להחלפה (התקן loop,‏ virtio או כרטיס זיכרון): קיימת רק התצוגה של הליבה. דבר לא שונה.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 הוא התקן loop מעל %2: אין לו מצב בריאות משלו. שאלו את הכונן שמחזיק את הקובץ.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 ‏commits/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>הצגת הריצות השמורות של כונן אחד, החדשה ביותר ראשונה.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; צריך DEVICE אחד בדיוק, למשל &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>עדיין אין ריצות שמורות עבור %1. הפקודה &apos;driveproof-cli bench quick FOLDER&apos; על אחת ממערכות הקבצים שלו יוצרת את הראשונה.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>מזהה</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>סיכום</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>הצבת שתי ריצות זו לצד זו: השורות המשותפות, B מול A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>מזהה של ריצה (די ב־8 התווים הראשונים) או קובץ התוצאה שלה; פעמיים.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; צריך שתי ריצות, למשל &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; הפקודה &apos;driveproof-cli history DEVICE&apos; מציגה את המזהים שלהן.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>מדידה</translation>
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
        <translation>לא זהות: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>לשתי הריצות אין מדידה משותפת: אין מה להשוות. השוו שתי ריצות של אותה בדיקה.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>ריק: אין טבלת מחיצות, אין מערכת קבצים</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>נתונים (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>לא ידוע: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>תוכן</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>הקלט התקני</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לקרוא את קוד הצימוד מתוך %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>קוד צימוד (כפי שהעד מציג אותו): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>זה אינו קוד צימוד: יש להקליד את 12 התווים שהעד מציג, למשל K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>האפשרות --pairing אינה מתקבלת עוד: כל משתמש במחשב הזה יכול לקרוא את שורת הפקודה. יש להקליד את הקוד כשתתבקשו, או להשתמש ב---pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>קריאת קוד הצימוד שהעד מציג מתוך FILE (&apos;-&apos;: הקלט התקני). בלעדיה, run שואל את הקוד.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run זקוק לעד: --witness HOST:PORT כפי ש-&apos;driveproof-cli witness&apos; מציג אותו, ואת קוד הצימוד שלו (נשאל, או --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>שימוש בקוד הצימוד שבתוך FILE (&apos;-&apos;: הקלט התקני) במקום בקוד אקראי.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>לא ניתן היה לקרוא את רשומות הכונן (מסייע ישן, או כונן שאינו שומר אותן).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>האם הוא חדש? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>להציג גם את כל הרשומות שהכונן שומר: כל תכונת SMART או שדה ביומן הבריאות של NVMe, יומן הבדיקות העצמיות ומספר השגיאות ביומן.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>לזכור את העמידות שהיצרן מציין לדגם של הכונן הזה, בטרה־בתים כתובים (TBW), ולהשוות אליה מעתה את כמות הנתונים שנכתבה.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>‎--rated-tbw מקבל טרה־בתים כתובים, למשל 600, לא &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>כ־%n דקה</numerusform>
            <numerusform>כ־%n דקות</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>בדיקות עצמיות</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>זמינות</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>לא זמינות</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>כעת</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>רצה, %1% הושלמו</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>אין בדיקה עצמית רצה</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>תוצאה אחרונה</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>בדיקה קצרה</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>בדיקה מורחבת</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>בדיקת הובלה</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>בדיקה עצמית ב־%1: %2% הושלמו</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>המעקב הופסק. הכונן ממשיך לבדוק; &apos;driveproof-cli selftest %1 abort&apos; עוצר את הבדיקה.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>להתחיל, לעצור או לעקוב אחר הבדיקה העצמית של הכונן. הכונן מריץ אותה בעצמו ושומר את התוצאה ביומן הבדיקות העצמיות שלו (&apos;health DEVICE --all&apos; מציג אותה).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short,‏ extended,‏ conveyance ‏(ATA), abort או status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>לעקוב אחר הבדיקה הרצה עד סופה; קוד היציאה הוא 1 אם היא נכשלה.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; דורש DEVICE ו־ACTION, למשל &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>פעולת בדיקה עצמית לא מוכרת &apos;%1&apos;: יש להשתמש ב־short,‏ extended,‏ conveyance,‏ abort או status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: אין טבלת מחיצות, סקטור לוגי %2 בתים, סקטור פיזי %3 בתים, גודל קלט/פלט אופטימלי %4, היסט יישור %5 בתים.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>לא ניתן היה לשמור את תוצאת הבדיקה העצמית בהיסטוריה של הכונן: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>תבנית LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>סקטור</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>בשימוש</translation>
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
        <translation>שימוש: driveproof-cli COMMAND [options]

אומר את האמת על כונן.

פקודות:
  list          רשימת הכוננים עם זהות, טופולוגיה ותצוגת מטמון הכתיבה
  info DEVICE   כל מה שידוע על כונן אחד
  align TARGET  בדיקת יישור המחיצות של כונן או של קובץ דמות דיסק
  cache DEVICE  מטמון הכתיבה של הכונן ותצוגת הליבה; --set on|off
  health DEVICE תקינות הכונן: הכרעה, טמפרטורה, שעות, כיבויים
  selftest DEVICE short|extended|abort|status  הבדיקה העצמית של הכונן עצמו
  bench FAMILY [TARGET]  מדידה: quick, commit, throughput, random, סריקות...
  history DEVICE  הריצות השמורות של כונן, החדשה ביותר ראשונה
  compare RUN RUN  שתי ריצות זו לצד זו, ומה שמבדיל ביניהן
  powerloss prepare|run|verify|practice  בדיקת אובדן החשמל (ניתוק כבל החשמל)
  witness       שימוש כמכונה השנייה בבדיקת אובדן חשמל
  export --openmetrics  הממצאים של כל כונן עבור Prometheus (ציים)
  capacity DEVICE --quick|--full  האם הכונן גדול כפי שהוא טוען (זיופים)
  trim TARGET   האם TRIM מגיע לכונן דרך כל שכבה

אפשרויות:
  -h, --help     הצגת עזרה זו; &apos;driveproof-cli COMMAND --help&apos; עבור פקודה
  -v, --version  הצגת הגרסה
  --language LANG
                 שימוש בשפה LANG, למשל de, pt_BR או zh_TW, במקום שפת
                 המערכת; עובד עם כל פקודה
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>כן, עד הכונן</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>עד קובץ הגיבוי של התקן loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>לא: אחת השכבות משליכה אותו</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>לא: הכונן לא מקבל אותו</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>מופעל</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>מושבת</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>ממוסך</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>לא מותקן</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd לא פועל)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>מ־%1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>מ־%1 (מעוגן ב־%2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>שכבה</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>סוג</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>גרעיניות discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>ה־discard הגדול ביותר</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>מעביר TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>אומר אם TRIM מגיע לכונן דרך כל שכבה (מחיצה, dm-crypt, ‏LVM, ‏md, ‏loop, ‏USB), אם fstrim.timer פועל ואילו מערכות קבצים מעוגנות עם discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>כונן, מחיצה, התקן dm, ‏md או loop, או תיקייה, למשל /dev/sda או /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; דורש בדיוק TARGET אחד, למשל &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM מ־%1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>הערכת דוח במקום כונן: הפלט של &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; או &apos;nvme smart-log -o json&apos; שנשמר ב-FILE (&apos;-&apos;: הקלט התקני).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>עם ‎--report של nvme smart-log: הפלט של &apos;nvme id-ctrl -o json&apos; עבור הדגם, המספר הסידורי והקושחה.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; אינו מקבל DEVICE ולא ‎--rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>אין התקן בלוקים בשם %1. יש להריץ &apos;driveproof-cli list&apos; כדי לראות את הכוננים במכונה זו.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 נעלם בזמן שנקרא. יש לוודא שהכונן עדיין מחובר.</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 מעוגן ב-%2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 משמש כשטח החלפה.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (ועוד %n.)</numerusform>
            <numerusform>%1 (ועוד %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>לא מדווח דרך sysfs על ידי התקן %1 זה</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>model</source>
        <translation>דגם</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>מספר סידורי</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>גרסת קושחה</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>מהירות סיבוב</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>לא ניתן לפתוח את %1 גם כ-root (%2): המערכת חוסמת את הגישה אליו (מכולה או מדיניות אבטחה), ולכן מוצג רק מה ש-sysfs מדווח.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>לא ניתן לפתוח את %1 (%2): מוצג רק מה ש-sysfs מדווח. למידע נוסף יש להריץ כ-root או דרך רכיב העזר של DriveProof.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>צומת התקן</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 משמש כאחסון הבסיס של התקן ה-loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 הוא חלק מ-%2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>ל-%1 יש את המחיצה %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 לא קיים. יש לתת התקן כגון /dev/sda (ראו &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 הוא תיקייה או קובץ, לא התקן בלוקים. יש לתת התקן כגון /dev/sda (ראו &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן היה לקרוא את %1 כדי לראות מה יש עליו: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>לא ניתן היה לקרוא את ההתחלה והסוף של %1 כדי לראות מה יש עליו.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>ל-udev אין רשומה של ההתקן %1, ולא ניתן היה לקרוא אותו ישירות (הריצו כ-root, או הפעילו את udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 אינו JSON תקין: %2 בבית %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 גדול מכל דוח כונן (%2 לכל היותר). יש לתת את הפלט של smartctl -x או nvme smart-log, לא קובץ דמות דיסק.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 אינו דוח כונן ש-DriveProof יכול לקרוא: יש לתת את הפלט של &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; או &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 הוא דוח של כונן SAS או SCSI: DriveProof מעריך דוחות של כונני ATA (SATA) ו-NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>מתוך הדוח %1, לא מהכונן עצמו: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>מתוך הדוח %1, לא מהכונן עצמו: %2, מספר סידורי %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, שורה %2: יותר מ-30 תכונות SMART, ואין כונן שיש לו כל כך הרבה.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן היה לקרוא את %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>מתוך הדוח %1, לא מהכונן עצמו.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM מ־%1 מגיע לכונן %2 דרך כל השכבות.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>הכונן %1 מקבל TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM מ־%1 מגיע להתקן ה־loop ‏%2, שמפנה את המקום בקובץ הגיבוי שלו %3. הכונן שמתחת לקובץ מקבל אותו רק ממערכת הקבצים שלו (מעוגנת עם discard, או fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>כרך ה־dm-crypt ‏%1 משליך פקודות discard, ולכן TRIM מ־%2 לעולם לא מגיע לכונן. פתחו אותו עם ‎--allow-discards (או עם האפשרות discard ב־/etc/crypttab); מי שמתבונן בכונן הגולמי יראה אז אילו בלוקים פנויים.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 משליך פקודות discard, ולכן TRIM מ־%2 נעצר שם ולעולם לא מגיע לכונן.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>הליבה לא מציגה מגבלות discard עבור %1, ולכן לא ידוע אם TRIM עובר דרכו.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 הוא דיסק קשיח: הוא לא מקבל TRIM ולא צריך אותו.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 מחובר דרך usb-storage (Bulk-Only Transport), שלא מעביר TRIM. במארז UAS או בחיבור UAS ייתכן שכן.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 מחובר דרך UAS, אבל הגשר שלו לא מכריז על TRIM, ולכן הליבה לא שולחת.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 לא מקבל TRIM (הערך discard_max_bytes של הליבה הוא 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>אף מערכת קבצים ב־%1 לא מעוגנת. TRIM מגיע ממערכת קבצים מעוגנת (fstrim או האפשרות discard), או מ־blkdiscard, שמוחק הכול.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 מעוגנת עם discard: כל מחיקה עוברת TRIM מייד, וזה מאט מחיקות בחלק מהכוננים. ה־fstrim.timer השבועי הוא הבחירה הרגילה.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 מעוגנת עם discard=async: מקום שהתפנה עובר TRIM באצוות.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 עוברת TRIM פעם בשבוע על ידי fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 לא מעוגנת עם discard וגם לא עוברת TRIM על ידי fstrim.timer, ולכן הכונן לעולם לא יודע אילו בלוקים פנויים. הריצו &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd לא פועל כאן, ולכן fstrim.timer לא מבצע TRIM לשום דבר. הריצו &apos;fstrim -a&apos; מ־cron, או עגנו עם discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 לא נמצא על התקן בלוקים ש־DriveProof רואה ב־sysfs. ציינו כונן, מחיצה או תיקייה שעליו.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לקרוא את %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 בתים)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>בית %Ln</numerusform>
            <numerusform>%Ln בתים</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>no</source>
        <translation>לא</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>התקן loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>מגובה בקובץ</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>מוצק</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 סל״ד</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>מסתובב</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>לא מדווח עבור התקן זה.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>דיסק קשיח</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>כונן מוצק (SSD)</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>כונן מוצק NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>כונן USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>התקן loop (קובץ שמשמש ככונן)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>כונן</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>אומר את האמת על כונן.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>הצגת כונן זה ראשון, למשל /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>שמירת תמונה של החלון לקובץ PNG זה אחרי שהכול נקרא, ואז יציאה.</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>פתיחת חלון ההעדפות בהפעלה.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>פתיחת חלון האודות בהפעלה.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>הרצת בדיקה זו (quick, random, commit, ...) בחלון ללא לחיצות, כתיבת התוצאה (--json-out) ויציאה; עבור סקריפטים של מבחני ביצועים.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>עם --run-test: רק מדידות אלה, מופרדות בפסיקים, למשל rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>עם --run-test: התיקייה (או הקובץ) שבה תתבצע הבדיקה.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>עם --run-test: גודל הבדיקה, למשל 1G או 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>עם --run-test: שניות לכל מדידה (ברירת מחדל: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>עם --run-test: כתיבת התוצאה כ-JSON לקובץ זה.</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>אימות בדיקות אובדן החשמל שממתינות לכך (אחרי ניתוק החשמל); רשומת ההפעלה האוטומטית של בדיקה ממתינה מריצה זאת.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>פתיחת בדיקת אובדן החשמל בהפעלה.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>פתיחת דף העד של בדיקת אובדן החשמל בהפעלה.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration דורש מספר שניות</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>לא הותר לך לקרוא את הגדרת מטמון הכתיבה של %1. יש לנסות שוב ולהזדהות כשמתבקש, או לפנות למנהל המערכת.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>לא הותר לך להפעיל או לכבות את מטמון הכתיבה של %1, ולכן לא שונה דבר. יש לנסות שוב ולהזדהות כשמתבקש, או לפנות למנהל המערכת.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>לא הותר לך לקרוא את התקינות של %1. יש לנסות שוב ולהזדהות כשמתבקש, או לפנות למנהל המערכת.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>רכיב העזר של DriveProof אינו מותקן, ולכן DriveProof אינו יכול לתשאל את הכונן כשהוא רץ בהרשאות שלך. יש להתקין את החבילה של DriveProof, או להריץ את DriveProof כ-root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>אפיק המערכת אינו מאפשר ל-DriveProof להגיע לרכיב העזר שלו: מדיניות ה-D-Bus של רכיב העזר חסרה. יש להתקין מחדש את החבילה של DriveProof, או להריץ את DriveProof כ-root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>אין אפיק מערכת, ולכן DriveProof אינו יכול להגיע לרכיב העזר שלו. יש להפעיל את שירות המערכת של D-Bus, או להריץ את DriveProof כ-root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>הבקשה עבור %1 נכשלה: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>מתחילה על גבול של סקטור פיזי.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>מתחילה %1 בתים אחרי גבול של סקטור פיזי.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>מתחילה על גבול של 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>אינה מתחילה על גבול של 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>אינה מתחילה בכפולה של גודל הקלט/פלט האופטימלי של הכונן.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>לא מעוגן</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>לא נבדק</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>בדיקה לא ידועה &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test דורש --target, תיקייה או קובץ קיימים</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; אינו גודל, למשל 1G או 256M</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>כתיבה מושהית (write back): הליבה שולחת פקודות ריקון</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>כתיבה ישירה (write through): הליבה אינה שולחת פקודות ריקון</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>פתיחת דוח הכונן הזה (smartctl -x, smartctl --json או nvme smart-log -o json) בהפעלה.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>על אודות DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>אומר לך את האמת על כונן: מה הוא, אם המחיצות שלו מיושרות, אם מטמון הכתיבה שלו פועל, כמה מהר הוא מקבע, מזרים ומחפש, ואם הוא שומר את הכתיבות שאישר.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>מה DriveProof עושה</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · ליבה %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>גרסאות</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>תוכנה חופשית תחת הרישיון הציבורי הכללי של GNU, גרסה 3 או כל גרסה מאוחרת יותר (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). היא מגיעה ללא כל אחריות.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>רישיון</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>בדיקת &amp;קיבולת…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>האם הכונן גדול כפי שהוא טוען? מאתר כוננים מזויפים.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>בדיקת קיבולת: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>האם ל־%1 באמת %2? הבדיקה כותבת רשומות על כל הכונן, קוראת אותן בחזרה ומבחינה בין כונן מקורי למזויף.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>בדיקה &amp;מהירה: כמה אלפי רשומות, דקות</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>אימות &amp;מלא: כל בלוק, שעות בכונן גדול</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;התחלה</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>כל מה שעל %1 (%2) יאבד: כל מחיצה, כל קובץ.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;סגירה</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>בדיקת קיבולת</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>כתיבה</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>קריאה</translation>
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
        <translation>&amp;העתקת תמונה</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>קיבועים לשנייה, לפי שיטה</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>קיבועים לשנייה (לוגריתמי)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>עמיד, מטמון הכתיבה כפי שהיה</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>קיבועים עמידים</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>עמיד, מטמון הכתיבה כבוי</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>לא עמיד (קו בסיס להשוואה)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 סל״ד: לכל היותר כ-%2 קיבועים/שנ׳ כשכל אחד ממתין לפלטה</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (ישנה יותר)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (חדשה יותר)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>שתי ההרצות זו לצד זו</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>קיבועים/שנ׳</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>כתיבות מאושרות לפני ניתוק החשמל</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>שניות לפני הניתוק</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>מספר כתיבה</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>נשמרו</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>אבדו</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>קרועות (נשמרו חלקית)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>ניתוק משוער</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>קריאות אקראיות לפני זמן המנוחה ואחריו</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>קריאות אקראיות של אותם בלוקים</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>מעבר ראשון</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>מעבר שני, אחרי זמן המנוחה</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>השהיה של %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>השהיה (µs, לוגריתמי)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>חלק מהפעולות (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>פעולות</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (חציון): %1 µs</translation>
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
        <translation>קצב קריאה לאורך אזור הבדיקה</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>קצב כתיבה בזמן שאזור הבדיקה מתמלא</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>מיקום (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>נכתב (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS וקצב העברה לפי גודל בלוק</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>גודל בלוק (KiB, לוגריתמי)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS וקצב העברה לפי עומק תור</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>פעולות קלט/פלט בתהליך לכל תהליכון (לוגריתמי)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS וקצב העברה לפי תהליכונים</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>תהליכונים (לוגריתמי)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (לוגריתמי)</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (לוגריתמי)</translation>
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
        <translation>קצב העברה לאורך זמן</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>פעולות קלט/פלט לשנייה לאורך זמן</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>קיבועים לשנייה לאורך זמן</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>קיבועים לשנייה</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>שניות</translation>
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
        <translation>קיבועים/שנ׳</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>השהיית p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>שתי הרצות זו לצד זו</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;חזרה להיסטוריה</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>השוואה בין שתי הרצות</translation>
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
        <translation>מדידה</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>גודל נמדד</translation>
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
        <translation>להרצות אלה אין אף מדידה משותפת, ולכן אין מה להציג זו לצד זו. יש להשוות שתי הרצות של אותה בדיקה.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>אלה שתי בדיקות שונות (%1 ו-%2): רק למדידות המשותפות להן יש יחס.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>זהה</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ טוב יותר ב-%1%</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ גרוע יותר ב-%1%</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>מה טוב יותר ומה גרוע יותר נקבע לפי כל גודל: יותר MB/s, IOPS או קיבועים לשנייה – טוב יותר, פחות השהיה – טוב יותר. הפרש של עד 3% נחשב זהה: בשיעור כזה נבדלות שתי הרצות על אותו כונן.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B לעומת A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, על %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>הריצות האלה לא נעשו באותו אופן, ולכן אי אפשר להשוות את המספרים שלהן ישירות. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>למחוק את %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>בדיקה זו (%1) כותבת על %2 (%3). כל מה שעליו יאבד: כל מחיצה, כל קובץ. לא ניתן לבטל פעולה זו.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>כדי להמשיך, יש להקליד את שם ההתקן, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>שם ההתקן</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;מחיקה ובדיקה</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>לבדוק את הכונן הריק %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) ריק: אין בו טבלת מחיצות ואין מערכת קבצים, כפי שכונן חדש מגיע. הבדיקה (%3) כותבת על כל ההתקן; כל מה שיש עליו ו־DriveProof אינו מזהה יאבד.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;כתיבה ובדיקה</translation>
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
        <translation>טוב</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>זהירות</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>רע</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
תקינות: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, תקינות: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;בדיקת כונן זה…</translation>
    </message>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>מדידת %1: בדיקה מהירה, קצב קיבוע, תפוקה ועוד, בחלון נפרד</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>ב&amp;דיקה מהירה</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>מדידת ארבע הבדיקות של CrystalDiskMark עכשיו, בתוך כ-%1, על קובץ זמני ב-%2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>הכונן הזה ריק: אין טבלת מחיצות ואין מערכת קבצים. הוא לקריאה בלבד או בשימוש, ולכן רק בדיקות הקריאה יכולות לרוץ עליו.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>הכונן הזה ריק: אין טבלת מחיצות ואין מערכת קבצים, כפי שכונן חדש מגיע. הבדיקה המהירה, בדיקת ה־commit והכתיבה המתמשכת רצות על כל ההתקן אחרי אישור אחד; אין צורך לחלק אותו קודם.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>הבדיקה המהירה צריכה תיקייה בכונן הזה, ואף אחת ממערכות הקבצים שלו אינה מעוגנת. עגנו אחת (במנהל הקבצים או בדיסקים של GNOME) ולחצו רענון (F5), או השתמשו ב„בדיקת כונן זה…” לבדיקות הקריאה על כל ההתקן (קריאה רציפה ואקראית, סריקת משטח), שאינן כותבות דבר.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>הבדיקה המהירה צריכה תיקייה בכונן הזה שמותר לכם לכתוב בה, ואף אחת ממערכות הקבצים שלו אינה מעוגנת במקום שמותר לכם לכתוב בו. עגנו אחת במקום כזה ולחצו רענון (F5), או בחרו תיקייה שלכם בו דרך „בדיקת כונן זה…”.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>מדידת ארבע הבדיקות של CrystalDiskMark עכשיו, בתוך כ־%1, על ההתקן הריק %2 (מבקש אישור פעם אחת)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>תקינות</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>בקריאה…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>תקינות: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>אין נתוני תקינות</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 הוא קובץ שמשמש ככונן (%2): אין לו נתוני תקינות משלו. מה שקובע הוא תקינות הכונן שמחזיק את הקובץ.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 הוא דיסק וירטואלי: הכונן האמיתי נמצא במארח, ורק המארח יכול לקרוא את תקינותו.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו מדווח על נתוני תקינות ש-DriveProof יכול לקרוא.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>טוב</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>הכונן אינו מוצא שום תקלה. זה מנבא חלק מהכשלים, לא את כולם: יש לשמור גיבויים.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>זהירות</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>יש לוודא שהגיבויים עדכניים, ולבדוק שוב כונן זה בקרוב.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>רע</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>יש לגבות מיד את הנתונים שבכונן זה ולתכנן את החלפתו.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>הכונן לא נתן הערכה כללית של תקינותו.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>טמפרטורה</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>שעות פעולה</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>מחזורי הדלקה</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>כיבויים לא בטוחים</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>מספר הפעמים שהחשמל אבד לפני שהכונן קיבל הודעה: כל אחת מהן היא רגע שבו מטמון הכתיבה שלו עלול היה לאבד נתונים.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>סקטורים פגומים</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>סקטורים שהכונן החליף או ממתין להחליף.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>שגיאות מדיה</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>נתונים שהכונן לא הצליח לקרוא או לכתוב כראוי.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>רזרבה זמינה</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>בלוקי רזרבה שנותרו להחלפת בלוקים שנשחקו.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>בלאי</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>נוצלו %1 מאורך החיים המדורג שלו</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>הערכת היצרן; היא יכולה לעבור את 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>נקרא מ</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>כל הרשומות שהכונן שומר (%n)</numerusform>
            <numerusform>כל הרשומות שהכונן שומר (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
מוגדר ב: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>יומן בדיקות עצמיות, החדשות תחילה:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>הרצות קודמות על %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>כל הרצת בדיקה על כונן זה נשמרת כאן. ניתן לפתוח אחת כדי לראות שוב את תוצאתה, או לבחור שתיים (בהחזקת Ctrl ולחיצה) כדי להשוות ביניהן זו לצד זו.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>סיכום</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>הרצות קודמות</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;פתיחה</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;השוואת השתיים הנבחרות</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;מחיקה…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>בדיקה &amp;חדשה</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>ההיסטוריה נקראת…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>אין עדיין הרצות. בדיקות שהסתיימו מופיעות כאן מעצמן.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>נשמרה הרצה %n.</numerusform>
            <numerusform>נשמרו %n הרצות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>יש לבחור בדיוק שתי הרצות להשוואה</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>מחיקת הרצות</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>למחוק הרצה %n מההיסטוריה? לא ניתן לבטל פעולה זו.</numerusform>
            <numerusform>למחוק %n הרצות מההיסטוריה? לא ניתן לבטל פעולה זו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>יש לבחור שתי הרצות של אותה בדיקה להשוואה</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>זהות</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>התקן</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>קובץ מגבה</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>ממשק</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>הליבה אינה מציינת כיצד כונן זה מחובר.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>מהירות הסיבוב אינה ידועה: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>מדיה</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>נשלף</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>לקריאה בלבד</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>דגם</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>יצרן</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>מספר סידורי</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>קושחה</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>קישור</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>Looking for drives…</source>
        <translation>מחפש כוננים…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>בודק את המחיצות של %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>מחליף את מצב מטמון הכתיבה של %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>קורא את מטמון הכתיבה והתקינות של %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 אינו פועל: העובדות המוצגות מגיעות מהליבה בלבד.</translation>
    </message>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;עד לבדיקת אובדן חשמל…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>רישום בדיקת אובדן החשמל של כונן במחשב אחר, במחשב זה</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>ה&amp;עדפות…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>בחירת השפה, יחידת קצבי ההעברה וברירות המחדל של הבדיקות</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;רענון</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>קריאה מחדש של רשימת הכוננים</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>על &amp;אודות DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>כוננים</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>עסוק</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>בדיקה פועלת על %1. לעצור אותה ולצאת?</numerusform>
            <numerusform>בדיקות פועלות על %1. לעצור אותן ולצאת?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>לעצור את הבדיקה?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>השלבים שהסתיימו נשמרים בהיסטוריה; הקובץ הזמני מוסר.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;עצירה ויציאה</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;המשך הבדיקה</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>לעצור את בדיקת אובדן החשמל?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>בדיקת אובדן החשמל פועלת. יציאה עוצרת אותה ללא ניתוק חשמל, ולכן הרצה זו לא תוכל לקבוע אם הכונן שומר את הכתיבות שלו.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;המשך ההרצה</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;פתיחת דוח כונן…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>הערכת כונן לפי דוח ה-smartctl או ה-nvme-cli שלו, למשל דוח ששלח מוכר</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>הדבקת &amp;דוח כונן</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>הערכת דוח ה-smartctl או ה-nvme-cli שבלוח</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>סכנה</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>אזהרה</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>הערה</translation>
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
        <translation>שיטת קיבוע</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>קיבועים/שנ׳</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>ממוצע µs</translation>
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
        <translation>מרבי µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>ריקונים לכל קיבוע</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>בדיקה</translation>
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
        <translation>לא עמיד</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>מחיצות</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>התקן</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>סקטור התחלה</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>התחלה (בתים)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>גודל</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>מעוגן ב</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>יישור</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>בדיקת יישור</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>טבלת המחיצות נקראת…</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>מה לעשות</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>המחיצות של %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>הליבה אינה מציגה מחיצות בכונן זה.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>טבלת המחיצות אינה מכילה מחיצות.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>טבלת המחיצות מכילה מחיצה זו, אבל לליבה עדיין אין צומת התקן עבורה (בחלק מהמערכות &apos;partx -a&apos; מוסיף אותו).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>בבדיקה…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>טבלת המחיצות לא הכילה מחיצה זו.</translation>
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
        <translation>התחלה פותחת את בדיקת אובדן החשמל המודרכת: היא כותבת לקובץ בדיקה (או להתקן כולו), מדווחת על כל קיבוע לעד במחשב שני, ומבקשת ממך לנתק את כבל החשמל. אחרי ההפעלה מחדש DriveProof בודק אילו כתיבות מאושרות שרדו. ניתן גם לתרגל אותה במחשב זה עם כונן מדומה.</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;בדיקות:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>בדיקות</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;מיקום:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;גודל הבדיקה:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>&amp;זמן לכל שלב (שניות):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;קריאות או כתיבות:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>זמן &amp;מנוחה בין המעברים (שניות):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>מדידה גם כש&amp;מטמון הכתיבה של הכונן כבוי, ואז הפעלתו מחדש</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;היסטוריה…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>הרצות קודמות על כונן זה, והשוואה בין שתיים מהן</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;התחלת הבדיקה</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>קריאות</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>כתיבות</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>משולב: 70% קריאות, 30% כתיבות</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>נמשך כמו כתיבה אחת של %1: כ-%2 בקצב %3, פחות בכונן מהיר יותר.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>נמשך כמו קריאה אחת של %1: כ-%2 בקצב %3, פחות בכונן מהיר יותר.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>נמשך כ-%1 עם הגדרות אלה.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>נמשך כ-%1 עם הגדרות אלה, ועוד רגע להכנת קובץ הבדיקה.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>בדיקה זו כותבת על %1: כל מה שעליו יאבד, כל מחיצה וכל קובץ. לאישור תידרש הקלדת שם ההתקן.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>קורא בלבד מ-%1; שום דבר בו אינו משתנה. קריאה ישירה מהתקן עשויה לבקש את הססמה שלך.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>כותב רק לקובץ זמני בתיקייה שנבחרה ומסיר אותו לאחר מכן; שום דבר אחר בכונן אינו משתנה.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>קורא בלבד. בתיקייה הוא כותב תחילה את הקובץ הזמני שהוא קורא, ומסיר אותו לאחר מכן.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>פותח את בדיקת אובדן החשמל המודרכת</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 מחזיק את המערכת הפועלת: DriveProof לעולם אינו כותב עליו.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 או אחת המחיצות שלו מעוגנים או בשימוש (LVM, RAID, כרך מוצפן). יש לנתק את העיגון תחילה כדי לכתוב עליו.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 מיועד לקריאה בלבד.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>קובץ זמני ב-%1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>ייתכן שאין לך הרשאה לכתוב כאן. יש לבחור תיקייה שלך בכונן זה באמצעות &quot;תיקייה אחרת&quot;.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>קובץ זמני בתיקייה אחרת…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>ההתקן %1 כולו, קריאה בלבד</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>ההתקן %1 כולו, תוך מחיקת כל מה שעליו</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>היכן הבדיקה רצה</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>כולו</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>בדיקת הקיבוע משתמשת תמיד ב-16 MiB, כמו pg_test_fsync, כך שאפשר להשוות את המספרים שלה ישירות.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>כמה מהכונן הבדיקה מנצלת. מטמונים משפרים פחות את התוצאות באזורים גדולים יותר, אבל הכנתם אורכת זמן רב יותר.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>גודל הבדיקה</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>בחירת תיקייה בכונן שייבדק</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>להתקן זה אין מטמון כתיבה משלו להפעיל או לכבות.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>הגדרת מטמון הכתיבה של הכונן אינה ידועה (ראו את כרטיס מטמון הכתיבה), ולכן לא ניתן לשנות אותה לצורך הבדיקה.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>מטמון הכתיבה של הכונן כבר כבוי: הבדיקה מודדת אותו כך.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>כונן זה אינו מאפשר להפעיל או לכבות את מטמון הכתיבה שלו.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>התיקייה שנבחרה אינה נמצאת באחת ממערכות הקבצים של כונן זה.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>המטמון מכובה לסבב מדידות שני ומופעל שוב לאחר מכן, גם כשהבדיקה נכשלת או מבוטלת. השינוי עשוי לבקש את הססמה שלך.</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>אף מערכת קבצים של הכונן הזה אינה מעוגנת, ולכן אין תיקייה לקובץ הבדיקה. עגנו אחת (במנהל הקבצים או בדיסקים של GNOME) ולחצו רענון (F5) בחלון הראשי, בחרו תיקייה דרך „קובץ זמני בתיקייה אחרת…”, או בחרו בדיקת קריאה (קריאה רציפה או אקראית, סריקת משטח) שיכולה לקרוא את כל ההתקן בלי לכתוב.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>בחרו היכן הבדיקה תרוץ: תיקייה שלכם בכונן הזה, דרך „קובץ זמני בתיקייה אחרת…”.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 בחרו במקום זאת תיקייה בכונן, או בדיקת קריאה.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ריק: אין טבלת מחיצות ואין מערכת קבצים, כפי שכונן חדש מגיע. הבדיקה הזו כותבת על כל ההתקן; תתבקשו לאשר פעם אחת.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>כל ההתקן %1, שהוא ריק</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>היכן לבדוק</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>הבדיקה כותבת רשומות שמתארות את עצמן לאזור בדיקה, מקבעת אותן כפי שמסד נתונים עושה, ומדווחת על כל קיבוע לעד. קובץ בכונן בודק את כל השכבות: מערכת הקבצים, הליבה והכונן.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>&amp;אזור הבדיקה:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>אזור הבדיקה</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;גודל:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>גודל אזור הבדיקה</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>גדול ממטמון הכונן, כך שהמטמון לא יוכל להסתיר את הכתיבות. 1 GiB מספיק לרוב הכוננים.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;שיטת קיבוע:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>שיטת קיבוע</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;כתיבות לכל קיבוע:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>כתיבות לכל קיבוע</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 מקבע כל כתיבה. יותר: קיבוע קבוצתי באצוות, כפי שמסדי נתונים עמוסים עושים.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;רק הכונן מאבד חשמל: אנתק את הכבל שלו (כונן USB או כונן בחיבור חם)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>קובץ בדיקה ב-%1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>קובץ בדיקה בתיקייה אחרת…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>ההתקן %1 כולו, תוך מחיקת כל מה שעליו</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>מערכת קבצים של כונן זה מעוגנת או בשימוש: יש לנתק את העיגון תחילה כדי לכתוב על ההתקן.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>בחירת תיקייה בכונן שייבדק</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>הבדיקה כותבת על %1: כל מה שעליו יאבד. לאישור תידרש הקלדת שם ההתקן.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>מצב ניתוק כבל: המחשב ממשיך לפעול ורק הכונן כבה. העד יכול לפעול במחשב זה (דף העד, כתובת 127.0.0.1:7070), אבל הרישום שלו חייב להיות בדיסק אחר מזה שנבדק.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>המחשב כולו מאבד חשמל: יש לנתק את כבל החשמל שלו. העד פועל במחשב שני.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>לפני הבדיקה</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>דברים שכדאי לדעת</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>קורא את הזהות, מטמון הכתיבה והתקינות של הכונן… קריאת המטמון או המונים עשויה לבקש את הססמה שלך.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>תרגול עם כונן משקר: הוא מאשר כתיבות כשהן עדיין במטמון שלו, ומאבד אותן בניתוק החשמל. התוצאה הצפויה: FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>תרגול עם כונן ישר: הוא שומר כל כתיבה שאישר. התוצאה הצפויה: מעבר של הניתוק המדומה.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>מה קורה:
1. DriveProof מכין כונן מדומה בגודל 16 MiB ועד במחשב זה.
2. הוא כותב רשומות ממוספרות, מקבע כל אחת ומדווח עליה לעד; התרשים מציג את הקיבועים לשנייה.
3. כשהקיבועים זורמים ביציבות הוא אומר &quot;יש לנתק את כבל החשמל עכשיו&quot;: יש ללחוץ על &quot;ניתוק החשמל&quot;. בבדיקה אמיתית היה צריך לנתק את כבל החשמל באותו רגע.
4. הכונן המדומה מופעל מחדש, DriveProof קורא אותו ומשווה אותו לרישום של העד.
5. הדוח מציין מה הכונן שמר ומה איבד.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>לא ניתן להריץ את הבדיקה: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof קרא זאת לפני הבדיקה; הוא משווה זאת אחרי ניתוק החשמל.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>כונן:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>מספר סידורי:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>קושחה:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>קיבולת:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>מטמון כתיבה:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>כיבויים לא בטוחים עד כה:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>הכונן אינו סופר אותם</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>מחשב:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>התחלת הבדיקה: DriveProof מכין את אזור הבדיקה (זה לוקח זמן), מתחבר לעד וכותב. יש להמתין ל-&quot;יש לנתק את כבל החשמל עכשיו&quot;.</translation>
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
        <translation>מה נמצא</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>כתיבות מאושרות וניתוק החשמל</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>האם הרצה זו נחשבת?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>המכונה והכונן בהתחלה</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>מה לעשות הלאה</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>ייצוא &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>שמירת הדוח כולו כקובץ JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;בדיקה חוזרת</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>הרצת תרגול על כונן מדומה, התחילה ב-%1. שום דבר בכוננים שלך לא נבדק.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>בדיקה של %1, התחילה ב-%2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>העד רשם %1 כתיבות מאושרות; נבדקו %2 בלוקים.</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>הזנב האבוד: כל קיבוע שאושר ב-%1 השניות האחרונות לפני הניתוק.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>אף כתיבה מאושרת לא אבדה או ניזוקה.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>כל נקודה היא כתיבה שהעד שמע שאושרה, ברגע ששמע זאת; הקו המקווקו הוא הרגע שבו הכותב השתתק, הניתוק המשוער. נקודות אדומות הן כתיבות שהכונן איבד.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 כתיבות מוקדמות יותר שנשמרו אינן מוצגות.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>עבר: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>לא עבר: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>מחשב:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>כונן:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>קיבולת:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>מטמון כתיבה:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>שיטת קיבוע:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>אזור הבדיקה:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>ליבה:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>כיבויים לא בטוחים לפני:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>הכונן אינו סופר אותם</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>מזהה הרצה:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>זה היה תרגול. כדי לבדוק כונן אמיתי, יש להריץ שוב את האשף ולבחור עד במחשב שני.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>יש לכבות את מטמון הכתיבה של הכונן (כרטיס מטמון הכתיבה בדף הכונן) ולבדוק שוב: אם הבדיקה עוברת אז, יש להשאיר את המטמון כבוי עבור נתונים חשובים.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>אין לסמוך על כונן זה בנתונים שחייבים לשרוד ניתוק חשמל; עדכון קושחה עשוי לעזור. יש לבדוק שוב אחרי כל שינוי.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>יש לתקן את מה שרשימת הבדיקות מציינת ולבדוק שוב.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>יש להריץ את הבדיקה חמש פעמים לפחות: הרצה אחת שעוברת יכולה להיות מזל, חמש הופכות תצורה לכזו שאפשר לסמוך עליה.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>ייצוא הדוח</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>קובצי JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לכתוב את %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>נשמר %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>הרצת תרגול</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>הבדיקה רצה</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>הכנת אזור הבדיקה</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>קיבועים, כתיבות בתהליך והקישור לעד</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>יש לנתק את כבל החשמל עכשיו</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>יש ללחוץ על &quot;ניתוק החשמל&quot;. בבדיקה אמיתית היה צריך כעת לשלוף את כבל החשמל מהמחשב (לא ללחוץ על כפתור ההפעלה).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>יש לשלוף עכשיו את הכבל של הכונן (USB או כבל החשמל של הכונן בלבד). יש להשאיר את המחשב פועל; לחבר את הכונן בחזרה אחרי עשר שניות. העד והרישום שלו חייבים להיות בדיסק אחר.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>יש לשלוף עכשיו את כבל החשמל מהמחשב (במחשב נייד: גם את הסוללה). אין ללחוץ על כפתור ההפעלה ואין לכבות: הכונן חייב לאבד חשמל בזמן שהוא כותב. יש להמתין עשר שניות, לחבר בחזרה ולהפעיל את המחשב: DriveProof ייפתח מעצמו ויבדוק את הכונן.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;ניתוק החשמל</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>הדמיית ניתוק החשמל: הכונן המדומה מאבד את מה שהיה רק במטמון שלו</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;עצירה ללא ניתוק</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>סיום ההרצה באופן מסודר; שום דבר אינו מאומת</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>מתחיל…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 קיבועים/שנ׳ · %2 קיבועים, %3 אצל העד · %4 בתהליך · עד: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>קיבועים לשנייה</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>בודק את הכונן המדומה: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>ההרצה נכשלה.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync אחרי כל קיבוע (מה שרוב מסדי הנתונים משתמשים בו)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync אחרי כל קיבוע (מרוקן גם את המטא-נתונים של הקובץ)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: כל כתיבה עמידה כשהיא חוזרת</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: כל כתיבה והמטא-נתונים שלה עמידים כשהיא חוזרת</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>עבר: הכונן שמר כל כתיבה שאישר</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>נכשל: הכונן איבד או השחית כתיבות שאישר</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>לא חד-משמעי: הרצה זו אינה יכולה להוכיח שהכונן בטוח</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>פועל</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>בדיקת הכונן אחרי ניתוק החשמל</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof מבקש מהעד את הרישום שלו, קורא את כל אזור הבדיקה ומשווה כל בלוק למה שהכונן אישר. העד חייב לפעול ולהיות נגיש.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>אם לא ניתן להגיע לעד, יש להפעיל אותו שוב במחשב השני (הוא שמר את הרישום שלו בדיסק) וללחוץ על &quot;אימות עכשיו&quot;. הבדיקה נשארת ממתינה עד שהיא מאומתת או נשכחת, ועד אז DriveProof פותח דף זה בכל הפעלה.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>התקדמות האימות</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;אימות עכשיו</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;שכחת בדיקה זו</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>הסרת הבדיקה הממתינה בלי לאמת אותה</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, התחילה ב-%2, עד %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>הרצת תרגול</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>אין בדיקה שממתינה לבדיקה.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>ממתינות לבדיקה (הראשונה נבדקת עכשיו):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>מתחיל…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>העד</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>מחשב שני רושם כל כתיבה שכונן זה מאשר, כך שאחרי ניתוק החשמל DriveProof יודע מה הכונן הבטיח.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;מחשב אחר משמש כעד</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;כתובת העד:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>כתובת העד והפתחה</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>קוד &amp;צימוד:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>קוד צימוד</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>במחשב השני יש לפתוח את דף העד של DriveProof (בתפריט &quot;עד לבדיקת אובדן חשמל…&quot;) או להריץ &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; במסוף. הוא מציג את קוד הצימוד; יש להקליד אותו כאן יחד עם הכתובת שלו, למשל 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>&amp;תרגול במחשב זה, עם כונן מדומה</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>לימוד התהליך בלי לנתק כבל: כונן מדומה, עד במחשב זה וניתוק חשמל מדומה. שום דבר לא נכתב לכוננים שלך.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>כונן &amp;מדומה:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>כונן מדומה</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>ישר: שומר כל כתיבה שאישר</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>משקר: מאשר כתיבות שעדיין נמצאות במטמון שלו</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>זה אינו קוד צימוד: יש בו שתים-עשרה אותיות וספרות, כמו K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>בדיקת אובדן חשמל – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>בדיקת אובדן חשמל של %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. כונן ואזור</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. עד</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. בדיקה מקדימה</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. הרצה וניתוק החשמל</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. אימות</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. דוח</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; ה&amp;קודם</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>השלב הנוכחי</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>ה&amp;בא &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;בדיקת מחשב זה &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;התחלת התרגול</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;התחלת הבדיקה</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>בדיקת אובדן חשמל</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>כונן מדומה</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>תרגול אובדן חשמל על כונן מדומה שמשקר – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>תרגול אובדן חשמל על כונן מדומה ישר – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>דוח כונן: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>פתיחת דוח כונן</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>דוחות כונן (*.txt *.json *.log);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>טקסט מודבק</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;השהיה של:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>המדידה שההשהיה שלה מוצגת</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לכתוב את %1: %2. יש לבחור תיקייה אחרת.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>הכרעה</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>במבט חטוף</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>כל המספרים</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>תרשימים</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>ייצוא &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>שמירת כל מה שבדיקה זו מדדה, עבור תוכניות אחרות</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>ייצוא &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>שמירת טבלת המספרים עבור גיליון אלקטרוני</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>שמירת התרשימים כ-&amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>שמירת תמונה של כל תרשים לתיקייה</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;היסטוריה</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>הרצות קודמות על כונן זה, והשוואה בין שתיים מהן</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>בדיקה &amp;חדשה</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>רצה על %1, התחילה ב-%2, נמשכה %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>כונן: %1, מספר סידורי %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>כונן: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>הבדיקה נעצרה בשל שגיאה.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>הבדיקה בוטלה לפני שמדדה משהו.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>הבדיקה בוטלה. המספרים שלהלן הם של השלבים שהסתיימו לפני כן; ההכרעה עשויה להיות חלקית.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>לא ניתן לשמור תוצאה זו בהיסטוריה: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>תוצאה זו נשמרת בהיסטוריה של הכונן, כך שאפשר להשוות אותה להרצות מאוחרות יותר.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>בדיקה זו מודדת מהירות ואינה נותנת הכרעה משלה. יש להשוות את המספרים לגיליון הנתונים של הכונן, או להרצה קודמת בהיסטוריה.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>שמירת התרשימים לתיקייה</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>ייצוא התוצאה כ-JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>ייצוא המספרים כ-CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>קובצי JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>קובצי CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>נשמר %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>נשמר קובץ %n ב-%1.</numerusform>
            <numerusform>נשמרו %n קבצים ב-%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>העתקת &amp;סיכום</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>כמה שורות עם המספרים העיקריים וההכרעות, להדבקה בפוסט בפורום או בדיווח על תקלה</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>הועתק: הסיכום נמצא בלוח, מוכן להדבקה.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>הגדרות: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>סכנה</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>זהירות</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>טוב</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>הערה</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 קיבועים/שנ׳</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>קובץ זמני ב-%1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>ההתקן %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>יעד לא ידוע</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>הקובץ %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof: %1 על %2, %3</translation>
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
        <translation>הגדרות: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>בדיקה עצמית של הכונן</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>התקן: %1, מספר סידורי %2</translation>
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
        <translation>קריאה</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>כתיבה</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>לא נמדד</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: לא נמדד</translation>
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
        <translation>התקדמות</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;הצגה:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>קיבועים לשנייה</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>מה התרשים מציג</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>בינתיים אפשר להמשיך להשתמש ב-DriveProof. תוכניות אחרות שמשתמשות בכונן זה כעת מאטות את הבדיקה ומשנות את המספרים שלה.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>מבטל…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;ביטול הבדיקה</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>עצירת הבדיקה כעת; השלבים שהסתיימו נשמרים</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>בקובץ זמני ב-%1, שיוסר לאחר מכן.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>על הקובץ %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>על ההתקן %1, תוך כתיבה על תוכנו.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>על ההתקן %1, קריאה בלבד.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>מבטל: ממתין שהכונן יסיים את פעולות הקלט/פלט שבתהליך, ואז מסיר את הקובץ הזמני…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>מתחיל…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>נותרו כ-%1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>זמן שנותר: עדיין לא ידוע</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>כעת: %L1 קיבועים לשנייה</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>כעת: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>כ־%n דקה</numerusform>
            <numerusform>כ־%n דקות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>בדיקה קצרה</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>בדיקה מורחבת</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>בדיקת הובלה</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>עצירת הבדיקה העצמית</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>רצה, %1% הושלמו</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>הכונן מריץ את הבדיקה בעצמו: אפשר לסגור את החלון הזה.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>אין בדיקה עצמית רצה</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>תוצאה אחרונה: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>העדפות</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;שפה:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>ברירת המחדל של המערכת (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>השפה של חלונות DriveProof. שינוי חל מיד ונשמר להפעלה הבאה. ברירת המחדל של המערכת נקבעת לפי משתני הסביבה LANGUAGE ו-LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;קצבי העברה ב:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>יצרני כוננים ורוב מבחני הביצועים סופרים מגה-בית כ-1,000,000 בתים; מנהלי קבצים רבים סופרים מבי-בית, 1,048,576 בתים.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>&amp;גודל בדיקה ברירת מחדל:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>מה שבורר הבדיקות מציע תחילה. עדיין ניתן לבחור שם גודל אחר לכל בדיקה.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>&amp;זמן ברירת מחדל לכל שלב (שניות):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>כמה זמן רצה כל מדידה של בדיקה, כפי שבורר הבדיקות מציע תחילה.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (מגה-בתים, 10⁶ בתים)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (מבי-בתים, 2²⁰ בתים)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>של כל בדיקה</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>מחפש כוננים</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;רענון</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>מחפש כוננים…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>קורא מה שהליבה יודעת על כל כונן.</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof לא מצא כונן שהוא יכול לקרוא. זה קורה כאשר:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• אין כונן מחובר. יש לחבר כונן וללחוץ על רענון (F5); כונן USB עשוי להופיע רק אחרי כמה שניות.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof רץ בתוך מכולה או ארגז חול (Docker, Flatpak, Snap) שמסתירים את הכוננים של המכונה (/sys/block ו-/dev). יש להריץ אותו במארח במקום, או לתת לארגז החול גישה לכוננים.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• אין לו הרשאה לקרוא את פרטי הכוננים: המערכת מגבילה את הגישה ל-/sys או ל-/dev. יש לפנות למנהל המערכת, או להריץ driveproof-cli list כדי לראות מה הליבה מדווחת.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 אינו פועל, ולכן נשאלה רק הליבה. יש להפעיל אותו עם &quot;systemctl start udisks2&quot; וללחוץ על רענון.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>לא נמצאו כוננים</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתקה</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>העתקה כ-&amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>בדיקת כונן זה</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>מדידה של המהירות שבה כונן זה מקבע, מזרים ומחפש, ושל האם המטמון שלו מאשר כתיבות לפני שהן בטוחות. הבדיקות כותבות רק לקובץ זמני בתיקייה לבחירתך, אלא אם נבחר ההתקן הגולמי; הן רצות בחלון נפרד.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>קצב &amp;קיבוע…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>כמה קיבועים עמידים בשנייה, כמו pg_test_fsync</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;כל הבדיקות…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;היסטוריה…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>הרצות קודמות על כונן זה, והשוואה בין שתיים מהן</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>בדיקה רצה על כונן זה; החלון שלה מראה עד כמה התקדמה.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>בדיקת אובדן חשמל</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>ארבע הבדיקות של CrystalDiskMark בבת אחת: קריאות וכתיבות רציפות בבלוקים של 1 MiB עם 8 ועם בקשה אחת בתהליך, ואחר כך קריאות וכתיבות אקראיות של 4 KiB עם 32 ועם בקשה אחת בתהליך. הדרך המהירה ביותר לראות אם כונן מתפקד כפי שהאריזה שלו מבטיחה.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>כמה פעמים בשנייה הכונן מקבע באופן עמיד כתיבה קטנה, כפי ש-pg_test_fsync של PostgreSQL מודד: כל שיטות הסנכרון, קיבועים של 8 kB ו-16 kB, וכתיבות רגילות כקו בסיס. הבדיקה גם סופרת את פקודות הריקון שמגיעות לכונן. לדיסק קשיח שמקבע מהר יותר ממהירות סיבוב הפלטות שלו יש מטמון שמאשר כתיבות לפני שהן בטוחות.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>קריאות וכתיבות רציפות בבלוקים של 1 MiB, עם 8 ועם בקשה אחת בתהליך: הקצב שבו מועתקים קבצים גדולים.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>כותבת את כל אזור הבדיקה פעם אחת, מההתחלה ועד הסוף, ומציירת את הקצב בזמן שהוא מתמלא. כונני SSD רבים כותבים מהר רק עד שהמטמון שלהם מתמלא, ואז מאטים: יש לבחור גודל בדיקה גדול מאותו מטמון, עשרות ג׳יגה-בתים ב-SSD גדול.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>קוראת את כל אזור הבדיקה מההתחלה ועד הסוף ומציירת את הקצב לפי המיקום. דיסק קשיח מהיר יותר בשוליים החיצוניים שלו; ירידות ועצירות מצביעות על אזורים שדורשים ניסיונות חוזרים.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>קריאות וכתיבות אקראיות של 4 KiB ושילוב של 70% קריאות, עם בקשה אחת ועם 32 בקשות בתהליך: מה שמסדי נתונים, מכונות וירטואליות ותוכניות בעלייה מרגישים.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>קלט/פלט אקראי בכל גודל בלוק מ-512 בתים עד 16 MiB: היכן הכונן מגיע לקצב ההעברה הטוב ביותר שלו, וכיצד מספר הפעולות לשנייה שלו יורד ככל שהבלוקים גדלים.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>קלט/פלט אקראי עם 1 עד 256 בקשות בתהליך: כמה מקביליות הכונן צריך כדי לתת את המיטב.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>קלט/פלט אקראי מ-1 עד 96 תהליכונים: כיצד הכונן והליבה מתמודדים עם תוכניות רבות בו-זמנית.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>קוראת את אותם בלוקים אקראיים פעמיים, עם זמן מנוחה ביניהם. כונן היברידי (SSHD) או מטמון מדורג מעבירים בינתיים נתונים חמים לזיכרון הבזק, כך שהמעבר השני מהיר בהרבה.</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>בודקת אם הכונן שומר את הכתיבות שאישר כשהחשמל מנותק: DriveProof כותב רשומות ממוספרות, מנתקים את כבל החשמל, ואחרי ההפעלה מחדש הוא בודק מה שרד. מחשב שני שומר את רישום העד של כל כתיבה מאושרת; אפשר גם לתרגל במחשב זה עם כונן מדומה. הבדיקה כותבת לקובץ בדיקה (או, באישורך, למחיצה) ואורכת כמה דקות ועוד הפעלה מחדש.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>שנייה %n</numerusform>
            <numerusform>%n שניות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>דקה %n</numerusform>
            <numerusform>%n דקות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 שע׳ %2 דק׳</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>בדיקת %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>טופולוגיה</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>גודל</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>הליבה אינה מדווחת על גודל: ייתכן שאין מדיה בכונן.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>סקטור לוגי</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>היחידה הקטנה ביותר שהכונן יכול למען.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>סקטור פיזי</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>היחידה שהכונן כותב באופן פנימי. מחיצות צריכות להתחיל בכפולה שלה.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>קלט/פלט מזערי</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>קלט/פלט אופטימלי</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>לא מדווח</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>הכונן אינו מציין גודל קלט/פלט מועדף; רוב הכוננים אינם מציינים.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>היסט יישור</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>כמה רחוק סקטור 0 נמצא אחרי גבול של סקטור פיזי. כמעט תמיד 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>מה שהליבה מאמינה: עם &quot;write back&quot; היא מבקשת מהכונן לרוקן את המטמון שלו. ההגדרה של הכונן עצמו יכולה להיות שונה.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>מטמון כתיבה (תצוגת הליבה)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>הליבה אינה מדווחת על מצב מטמון כתיבה עבור התקן זה.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: הליבה יכולה לבקש שכתיבות בודדות יגיעו למדיה יציבה בלי לרוקן את המטמון כולו.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>הליבה לא דיווחה על ערך זה.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>רק המחיצות שלו, ראו מחיצות</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>לא מעוגן</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>מעוגן ב</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>בשימוש של</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>התקני Device-mapper, RAID או LVM שנבנו על הכונן כולו.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (בשימוש)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>תבניות LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>גדלי הסקטורים שבהם אפשר לאתחל את מרחב השמות NVMe הזה, ועד כמה כל אחד מהיר לפי הכונן עצמו (Identify Namespace). שינוי מוחק את מרחב השמות; DriveProof לעולם לא עושה זאת.</translation>
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
        <translation>שכבות</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>מגיע לכונן</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>בקריאה…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>עד קובץ הגיבוי של התקן ה־loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>לא: אחת השכבות משליכה אותו</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>לא: הכונן לא מקבל אותו</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>מופעל</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>מושבת</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>ממוסך</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>לא מותקן</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd לא פועל)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>מ־%1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: לא מוצגות מגבלות discard</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: משליך פקודות discard</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: מעביר פקודות discard, גרעיניות %2, עד %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>האם הוא חדש? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>לא ניתן לשמור את הדירוג: לא ניתן לכתוב אל %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>&amp;עמידות מדורגת:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>לא הוזן</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;זכור עבור דגם זה</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>הטרה-בתים הנכתבים (TBW) שגיליון הנתונים של היצרן מדרג עבורם דגם זה. נשמר עבור כל כונן מאותו דגם.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof אינו יכול לשמש כעד ב-%1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: הרצה %2 התחילה.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: הרצה %2 חזרה.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: הרצה %2 השתתקה: ניתוק החשמל המשוער.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: הרצה %2 נעצרה בשל שגיאת כתיבה: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: הרצה %2 הסתיימה באופן מסודר, ללא ניתוק חשמל.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: התוצאה של הרצה %2 התקבלה.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: חיבור נדחה: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: לא ניתן לכתוב את היומן: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>היומן פגום</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>שגיאת כתיבה</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>הסתיימה באופן מסודר</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>שקטה: ניתוק חשמל?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>מחוברת, כותבת</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>מחוברת, בהכנה</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>ממתינה לכותב</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (לפני %2 שנ׳)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>התקבלה</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>קוד צימוד %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;עצירת העד</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;הפעלת העד</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>מאזין בפתחה %1. הרישום של כל הרצה נשמר ב-%2.</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>במחשב הנבדק יש להקליד אחת מכתובות העד האלה: %1</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>לא מאזין.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>עד לבדיקת אובדן חשמל – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>שימוש כעד בבדיקת אובדן חשמל</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>המחשב שהכונן שלו נבדק מדווח למחשב זה, דרך הרשת, על כל כתיבה שהכונן שלו מאשר. אחרי ניתוק החשמל, רישום זה מראה אילו כתיבות מאושרות הכונן איבד. יש להשאיר מחשב זה פועל ומחובר לחשמל במהלך הבדיקה.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;האזנה ב:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>כתובת ופתחה להאזנה</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 מאזין בכל הרשתות של מחשב זה</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>קוד צימוד</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>קוד &amp;חדש</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>במחשב הנבדק יש לפתוח את בדיקת אובדן החשמל ולהקליד את הכתובת של מחשב זה (כולל הפתחה) ואת הקוד הזה. ממסוף: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. במקום דף זה אפשר להריץ כאן &quot;driveproof-cli witness&quot;.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>הרצות</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>הרצה</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>מחשב</translation>
    </message>
    <message>
        <source>State</source>
        <translation>מצב</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>קיבועים</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>שקטה מאז</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>הרצות שעד זה רושם</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>אירוע אחרון</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>מטמון כתיבה</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>שמירה אחרי אתחול</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>מטמון כתיבה נדיף מאיץ כתיבות אבל עלול לאבד נתונים שכבר אושרו אם החשמל נופל. כשהמטמון פועל, קיבועים בטוחים רק כל עוד הליבה שולחת פקודות ריקון והכונן מציית להן; כשהוא כבוי, כל כתיבה מגיעה למדיה לפני שהיא מאושרת.</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>מטמון הכונן</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>בקריאה…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>לא ניתן היה לקרוא את ההגדרה של הכונן; ראו להלן.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>נקרא מ</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>תצוגת הליבה בלבד: אין כאן מטמון ברמת הכונן ש-DriveProof יכול לקרוא או להפעיל ולכבות.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>לכונן זה אין מטמון כתיבה נדיף: כל כתיבה מגיעה למדיה לפני שהיא מאושרת. אין מה להפעיל או לכבות.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>כונן זה אינו מאפשר לשנות את הגדרת מטמון הכתיבה שלו. ייתכן שהכלי של היצרן מציע דרך לכך.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>הכונן לא דיווח אם המטמון שלו פועל, ולכן DriveProof אינו מציע מתג.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>לא רלוונטי</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>רק לכונן אמיתי יש מטמון משלו; ראו את ההערה להלן.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>לכונן אין מטמון כתיבה נדיף.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>פועל</translation>
    </message>
    <message>
        <source>off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>הכונן לא דיווח על ההגדרה הנוכחית שלו.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>תצוגת הליבה</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>הליבה אינה מדווחת על מצב מטמון כתיבה עבור התקן זה.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>מה שהליבה מאמינה (queue/write_cache). עם &quot;write back&quot; היא מבקשת מהכונן לרוקן את המטמון שלו כשתוכנית מקבעת נתונים.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>הליבה אינה מציינת אם היא משתמשת ב-Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>כן: ניתן לאלץ כתיבות בודדות להגיע למדיה</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: הליבה יכולה לבקש שכתיבות בודדות יגיעו למדיה יציבה בלי לרוקן את המטמון כולו.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, מוחל מחדש על ידי udisks2 בכל אתחול</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, שמור בכונן</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>הגדרה שמורה</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>ההגדרה שהכונן מקבל שוב אחרי כיבוי והדלקה.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>עד הכיבוי וההדלקה הבאים, או לצמיתות עם &quot;שמירה אחרי אתחול&quot; (udisks2 מחיל אותה מחדש בכל אתחול)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>עד הכיבוי וההדלקה הבאים, או לצמיתות עם &quot;שמירה אחרי אתחול&quot; (נשמרת בכונן)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>עד הכיבוי וההדלקה הבאים</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>שינוי נשמר</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>ממתין להרשאה… אם נפתח חלון ססמה, יש לענות בו.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>מחליף…</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>בוצע: מטמון הכונן פועל כעת (נקרא שוב מהכונן).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>בוצע: מטמון הכונן כבוי כעת (נקרא שוב מהכונן).</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>הכונן לא קיבל את ההגדרה החדשה: המטמון שלו עדיין כבוי.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>הכונן לא קיבל את ההגדרה החדשה: המטמון שלו עדיין פועל.</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>כיבוי המטמון</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>הפעלת המטמון</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>כיבוי מטמון הכתיבה של %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>הפעלת מטמון הכתיבה של %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>כיבוי המטמון מאט את הקיבועים, לעיתים קרובות פי כמה, אבל הופך אותם לבטוחים: כתיבות מאושרות נמצאות על המדיה, גם אם הכונן מתעלם מפקודות ריקון.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>הפעלת המטמון מאיצה את הכתיבות. הקיבועים נשארים בטוחים רק כל עוד הליבה שולחת פקודות ריקון והכונן מציית להן.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 שומר את ההגדרה ומחיל אותה מחדש בכל אתחול.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>הכונן שומר את ההגדרה ומשמר אותה גם אחרי כיבוי והדלקה.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>למה זה חשוב</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>לא ניתן היה להעריך את נתוני ה-SMART של הכונן: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>הבדיקה העצמית של SMART בכונן עברה, הוא אינו מדווח על סקטורים פגומים, ואף תכונה אינה ולא הייתה מעבר לסף שלה.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>תכונה שמנבאת כשל עברה בעבר את הסף שלה. יש לשמור גיבויים ולעקוב אחר כונן זה.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>לכונן יש סקטור פגום %n (שהוקצה מחדש או ממתין לכך). יש לשמור גיבויים ולבדוק שוב בקרוב: מספר הולך וגדל פירושו שהכונן נשחק.</numerusform>
            <numerusform>לכונן יש %n סקטורים פגומים (שהוקצו מחדש או ממתינים לכך). יש לשמור גיבויים ולבדוק שוב בקרוב: מספר הולך וגדל פירושו שהכונן נשחק.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>תכונה שמנבאת כשל נמצאת כעת מעבר לסף שלה: הכונן צופה שייכשל. יש לגבות את הנתונים ולהחליף את הכונן.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>לכונן יש יותר סקטורים פגומים ממה שהסף שלו מתיר. יש לגבות את הנתונים ולהחליף את הכונן.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>הבדיקה העצמית של SMART בכונן קובעת שהוא כושל. יש לגבות את הנתונים מיד ולהחליף את הכונן.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart נתן הערכה שגרסה זו של DriveProof אינה מכירה.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>ל-%1 אין נתוני תקינות ATA: הוא אינו כונן ATA (להתקני loop, להתקנים וירטואליים ולהתקני NVMe אין כאלה).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>הכונן ב-%1 אינו תומך ב-SMART, ולכן אינו מדווח על נתוני תקינות.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART כבוי בכונן זה, ולכן הוא אינו מדווח על נתוני תקינות. DriveProof אינו מפעיל אותו מעצמו; &apos;smartctl -s on&apos; עושה זאת.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 אינו מדווח על נתוני ATA SMART: הוא אינו כונן ATA, או שגשר ה-USB שלו אינו מעביר פקודות SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>קריאת נתוני SMART מ-%1 נכשלה: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>אובדני חשמל לא צפויים (תכונת SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>כיבויים לא בטוחים (תכונת SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>החזרות חירום של הראש בכיבוי (תכונת SMART 192)</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>התשובה של הכונן ל-SMART RETURN STATUS לא חזרה (האוגרים חסרו או שלא הייתה זו תשובה מוכרת), ולכן ההערכה שלו עצמו אינה ידועה; התכונות מוצגות כפי שנקראו.</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 אינו העתק SMART של libatasmart (מקטעים מתויגים IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 הוא דיסק וירטואלי (%2) ואינו עונה לפקודות תקינות ATA: ניתן לקרוא את תקינות הכוננים שמאחוריו במארח.</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 הוא התקן %2: אין לו נתוני תקינות משלו לקרוא.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>תשובת התקינות של רכיב העזר אינה מציינת התקן.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>אזהרה קריטית: קיבולת הרזרבה ירדה מתחת לסף של הכונן.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>אזהרה קריטית: הטמפרטורה מחוץ לגבולות של הכונן.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>אזהרה קריטית: האמינות של הכונן נפגעה בגלל שגיאות מדיה או שגיאה פנימית. יש לגבות את הנתונים שבו.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>אזהרה קריטית: הכונן העביר את המדיה שלו למצב קריאה בלבד. יש להעתיק את הנתונים שבו למקום אחר.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>אזהרה קריטית: הגיבוי לזיכרון הנדיף של הכונן כשל, ולכן כתיבות שבמטמון עלולות לאבוד בניתוק חשמל.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>אזהרה קריטית: אזור הזיכרון הקבוע של הכונן הפך לקריאה בלבד.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>אזהרה קריטית: סיבית %1, שגרסה זו של DriveProof אינה מכירה, מופעלת.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>נותרו רק %L1% קיבולת רזרבה, מתחת לסף של הכונן שהוא %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>הכונן ניצל %L1% מהעמידות המדורגת שלו: הוא ספג יותר כתיבות ממה שתוכנן עבורו.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>הכונן ניצל %L1% מהעמידות המדורגת שלו.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>הכונן רשם שגיאת מדיה או שלמות נתונים %Ln.</numerusform>
            <numerusform>הכונן רשם %Ln שגיאות מדיה או שלמות נתונים.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>הכונן בטמפרטורה של %L1 °C, בטמפרטורה הקריטית שלו, %L2 °C, או מעליה.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>הכונן בטמפרטורה של %L1 °C, בטמפרטורת האזהרה שלו, %L2 °C, או מעליה.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>הכונן בטמפרטורה של %L1 °C, ב-%L2 °C או מעל, שבה רוב הכוננים מאטים כדי להתקרר.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>יומן התקינות של NVMe אינו מדווח על בעיות.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>תשובת התקינות של רכיב העזר מכילה סיבה ללא קוד. יש להפעיל מחדש את DriveProof לאחר עדכון.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>תשובת התקינות של רכיב העזר מכילה סיבות בתבנית שגרסה זו אינה קוראת. יש להפעיל מחדש את DriveProof לאחר עדכון.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>סיבה %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>שיעור שגיאות הקריאה; משמעות הערך הגולמי נקבעת על ידי היצרן.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>הזמן שלוקח לפלטות להגיע למהירות מלאה.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>מספר הפעמים שהמנוע הותנע ונעצר.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>מגזרים שנמצאו פגומים והוחלפו ברזרבה; בכונן חדש יש 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>שיעור שגיאות מיקום הראשים; משמעות הערך הגולמי נקבעת על ידי היצרן.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>שעות שבהן הכונן היה דלוק.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>מספר הפעמים שהמנוע נזקק ליותר מניסיון אחד כדי להסתובב.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>מספר הפעמים שהכונן הודלק.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>עד כמה הפלאש שחוק (מחזורי מחיקה); הערך המנורמל יורד עם השחיקה.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>מספר הפעמים שהחשמל נותק בלי שהמחשב הודיע לכונן קודם.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>בלוקים שנפגמו בזמן השימוש.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>נתונים שהשתבשו בתוך הכונן, בין הממשק למדיה.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>קריאות שהכונן לא הצליח לתקן ודיווח עליהן כשגיאות.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>פקודות שחרגו מהזמן, לרוב בגלל כבל או אספקת חשמל.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>טמפרטורת האוויר סביב הכונן.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>מספר הפעמים שהראשים הוחנו בחירום כי החשמל נותק.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>מספר הפעמים שהראשים הוחנו ונטענו שוב.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>טמפרטורת הכונן.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>מספר הפעמים שמגזרים הועברו לרזרבה.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>מגזרים שלא ניתן היה לקרוא ושממתינים לכתיבה מחדש או להחלפה.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>מגזרים שהסריקה של הכונן עצמו לא הצליחה לקרוא.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>העברות ששובשו בכבל; מונה שעולה מצביע על כבל או מחבר גרועים, לא על כונן גרוע.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>הכמות שנכתבה לכונן, ביחידות של היצרן (לרוב מגזרים של 512 בתים).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>הכמות שנקראה מהכונן, ביחידות של היצרן (לרוב מגזרים של 512 בתים).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>מוגדר על ידי יצרן הכונן; המשמעות משתנה מדגם לדגם.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (מינימום %2, מקסימום %3)</translation>
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
        <translation>%1 שע׳</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>ב־%1 יש %2 בתים במקום 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>הכונן לא החזיר מצב SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 נמצא מאחורי גשר USB ‏(%2, מנהל התקן %3) שאינו מעביר פקודות ATA ‏(SAT), ולכן אי אפשר לקרוא דרכו את רשומות ה־SMART של הכונן. חברו את הכונן ב־SATA כדי לקרוא אותן.</translation>
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
        <translation>תכונה %1 ‏(%2) סופרת %3. מבין הכוננים הקשיחים שכשלו ב־Backblaze, ב־%4 היא הייתה מעל אפס, לעומת %5 מאלה שהמשיכו לעבוד (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>בצי הכוננים של Google, הסיכוי של כוננים לכשול בתוך 60 יום לאחר האירוע הראשון מסוג זה היה גבוה פי %1 (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>טרום כשל</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>הזדקנות</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>תמיד</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>לא מקוון</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>שגיאות שהכונן רשם לאורך חייו; כל אחת היא פקודה שנכשלה.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (לאורך חייו %2 עד %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>טמפרטורת הכונן והטווח שלה לאורך חייו, לפי מצב ה־SCT שלו.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 דק׳</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 שנ׳</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>בעיות שהכונן מסמן בעצמו (רזרבה, טמפרטורה, אמינות, קריאה בלבד, גיבוי); 0 פירושו אין.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>הטמפרטורה הכוללת של הכונן.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (סף %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>רזרבת הפלאש שנותרה להחלפת בלוקים שחוקים; מתחת לסף הכונן מזהיר.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>הערכת היצרן לחלק מאורך החיים המדורג שנוצל; עשויה לעבור את 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>אותו סוג אזהרות עבור קבוצות העמידות של הכונן; 0 פירושו אין.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>הכמות שהמחשב קרא, ביחידות של 512,000 בתים.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>הכמות שהמחשב כתב, ביחידות של 512,000 בתים.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>פקודות קריאה שהכונן השלים.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>פקודות כתיבה שהכונן השלים.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>דקות שבהן הכונן היה עסוק בפקודות.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>נתונים שהכונן לא הצליח לקרוא או לכתוב כראוי.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>רשומות ביומן השגיאות של הכונן לאורך חייו; רבות מהן פקודות שנדחו ללא נזק.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>דקות מעל טמפרטורת האזהרה של הכונן.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>דקות מעל הטמפרטורה הקריטית של הכונן.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>טמפרטורה של חיישן אחד בתוך הכונן.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>מספר הפעמים שהכונן האט את עצמו מעט כדי להתקרר.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>מספר הפעמים שהכונן האט את עצמו מאוד כדי להתקרר.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>שניות של האטה קלה בגלל חום.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>שניות של האטה חזקה בגלל חום.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>מזהה</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>תכונה</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>ערך</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>הגרוע ביותר</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>סף</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>סוג</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>עדכון</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>מתי כשל</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>ערך גולמי</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>משמעות</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>בדיקה עצמית</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>שעות פעולה</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>המגזר הפגום הראשון</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>יומן בדיקות עצמיות: ריק.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>הכונן, או הגשר שלפניו, סירב: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>כושל כעת</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>כשל בעבר</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>לא ניתן לפענח את הנתונים ש-%1 החזיר: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>ביומן הבדיקות העצמיות של NVMe יש %1 בתים במקום %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן ב־%1 אינו מציע בדיקה עצמית של הובלה.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הכונן ב־%1 אינו מציע בדיקות עצמיות.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>בדיקה עצמית כבר רצה ב־%1 (%2% הושלמו): המתינו לסיומה או עצרו אותה קודם.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>בדיקת DriveProof רצה ב־%1: בדיקה עצמית עכשיו תפריע לה. התחילו את הבדיקה העצמית כשהבדיקה תסתיים.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו מקבל פקודות בדיקה עצמית.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>סריקה לא מקוונת</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>קצרה</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>מורחבת</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>הובלה</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>סלקטיבית</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>ייחודית ליצרן</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>הושלמה ללא שגיאות</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>בוטלה על ידי המחשב</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>נקטעה באתחול</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>לא הושלמה: שגיאה חמורה</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>נכשלה (רכיב לא ידוע)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>נכשלה: רכיב חשמלי</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>נכשלה: סרוו או חיפוש</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>נכשלה: שגיאת קריאה</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>נכשלה: חשד לנזק מטיפול</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>בתהליך</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>מצב לא ידוע %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>בוטלה: מרחב שמות הוסר</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>בוטלה: הכונן פורמט</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>נכשלה במקטע %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>בוטלה מסיבה לא ידועה</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>בוטלה: הכונן עבר חיטוי (sanitize)</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>נראה חדש: %1 שעות פעולה, %2 הדלקות, %3 נכתבו.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>כבר היה בשימוש: %1 שעות פעולה, %2 הדלקות, %3 נכתבו. לכונן שנמכר כחדש יש לכל היותר כמה שעות מהמפעל.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>הכונן סופר 0 שעות פעולה אבל %1 נכתבו: ייתכן שהמונים שלו אופסו.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>הכונן סופר %1 הדלקות ב־%2 שעות פעולה, יותר ממה שהשעות האלה יכולות להכיל: ייתכן שהמונים שלו אופסו.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>נכתבו %1 מתוך %2 שהיצרן מציין לדגם הזה (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>מאז ש־DriveProof קרא אותו לראשונה (%1): %2 שעות, %3 נכתבו.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>חדש</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>משומש</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>ייתכן שאופס</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>נתוני Identify Namespace קצרים מדי (%1 בתים) עבור תבניות ה-LBA שלהם.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace מפרט יותר תבניות LBA (%1) ממה שייתכן (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace אומר שתבנית LBA %1 בשימוש, אך מפרט רק את התבניות 0 עד %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>בשימוש: תבנית LBA %1, סקטורים של %2 בתים עם %3 בתים של מטא־נתונים, שהכונן מסמן כ„%4”.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>הכונן מציע סקטורים של %5 בתים המסומנים „%6”, מהירים יותר מאלה של %2 בתים שבשימוש („%3”). מעבר פירושו אתחול מחדש של מרחב השמות, מה שמוחק את כל מה שעליו: nvme format %1 --lbaf=%4 — DriveProof לעולם לא עושה זאת.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>אף אחת מתבניות ה-LBA שהכונן מציע (%1) אינה מסומנת כמהירה יותר מזו שבשימוש.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>מרחב השמות מציע רק את תבנית ה-LBA שבשימוש.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>תבנית LBA %1 נושאת %2 בתים של מטא־נתונים לכל סקטור; רק תוכנה שמטפלת במטא־נתונים (הגנה מקצה לקצה) משתמשת בהם.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>הערה על תבנית LBA ‏%1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>הטוב ביותר</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>טוב יותר</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>טוב</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>ירוד</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>לא זמין</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 בתים, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 בתים + %2 בתים של מטא־נתונים, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>נותרו %1%</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>נוצלו %1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>תכונה %1 ‏(%2) עומדת על %3, בסף שלה (%4) או מתחתיו: הרכיב שהיא מנטרת שחוק או כושל, אף שהכונן אינו סופר זאת כחיזוי כשל.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>יומן שגיאות: השגיאה האחרונה אירעה אחרי %1 שעות פעולה.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>יומן בדיקות עצמיות: הבדיקה העצמית האחרונה רצה אחרי %1 שעות פעולה.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>ביומן השגיאות יש שגיאה אחרי %1 שעות פעולה, אבל מונה שעות הפעולה מראה %2 שעות: המונה חזר לאחור (אופס או גלש), ולכן אינו מעיד כמה זמן השתמשו בכונן.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>ביומן הבדיקות העצמיות יש בדיקה אחרי %1 שעות פעולה, אבל מונה שעות הפעולה מראה %2 שעות: המונה חזר לאחור (אופס או גלש), ולכן אינו מעיד כמה זמן השתמשו בכונן.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>יומן FARM סופר %1 שעות פעולה, אבל מונה SMART מראה %2: מונה SMART אופס, והכונן היה בשימוש לפחות %1 שעות.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>שעות הסיבוב של המנוע ביומן FARM ‏(%1) עולות על שעות הפעולה באותו יומן (%2): גם שעות הפעולה שלו אופסו.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>שעות הריחוף של הראשים ביומן FARM ‏(%1) עולות על שעות הפעולה באותו יומן (%2): גם שעות הפעולה שלו אופסו.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>יומן FARM: %1 שעות פעולה, %2 שעות סיבוב של המנוע, %3 שעות ריחוף של הראשים; הכונן הורכב בשבוע %4 של שנת %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>יומן FARM: %1 שעות פעולה, %2 שעות סיבוב של המנוע, %3 שעות ריחוף של הראשים.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>אין הרשאה להשתמש ב-%1: האימות בוטל או נדחה.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>לא ניתן היה לשאול את polkit אם מותר להשתמש ב-%1 (%2). יש לוודא ש-polkit מותקן ופועל, ולנסות שוב.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>אין הרשאה להשתמש ב-%1: נדרש אימות, אבל אף סוכן אימות לא יכול היה לבקש אותו. יש להפעיל את DriveProof מתוך הפעלה שולחנית, או להריץ pkttyagent במסוף זה.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>אין הרשאה להשתמש ב-%1. יש לבקש ממנהל המערכת לאפשר זאת.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 הוא קישור סמלי. יש לתת את צומת ההתקן עצמו, כפי ש-lsblk מציג אותו.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 בשימוש: הוא מעוגן, או שתוכנית אחרת מחזיקה בו באופן בלעדי. יש לנתק את העיגון או לסגור את התוכנית, ולנסות שוב.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>לא ניתן לפתוח את %1 (%2): ההתקן נעלם או שאין בו מדיה.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>לא ניתן לפתוח את %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” אינו נתיב התקן שרכיב העזר מקבל. יש לתת את השם שהליבה נותנת להתקן בלוקים, כגון /dev/sdb או /dev/nvme0n1, ולא קישור סמלי כגון /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 אינו התקן בלוקים שהליבה מכירה (אין “%2” ב-/sys/class/block). יש לבדוק את השם עם lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו צומת של התקן בלוקים.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 הוא התקן %2, אבל הליבה אומרת ש-%4 הוא %3: הצומת אינו שייך להתקן זה. פתיחתו נדחית.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 היא מחיצה, אבל פעולה זו חלה על הכונן כולו. יש להשתמש ב-%2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 נעלם בזמן שנבדק.</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 בשימוש ולא ניתן לפתוח אותו לכתיבה: %2 יש לנתק את העיגון, להריץ swapoff או לעצור זאת תחילה.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 השתנה בזמן שנפתח: הוא כבר אינו ההתקן שהליבה מציגה תחת שם זה. הוא נדחה.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>אפשרות לא ידועה “%1”, או ערך מסוג שגוי, עבור %2. אפשרויות ידועות: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>מצב לא ידוע “%1” עבור %2. יש להשתמש ב-“r”, “w” או “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>דגל לא ידוע “%1” עבור %2. דגלים ידועים: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>הפקודה אל %1 נכשלה.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 נעלם בזמן שנקרא.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>רכיב העזר המורשה של DriveProof, שירות מערכת של D-Bus (%1). D-Bus מפעיל אותו כש-DriveProof זקוק לו; הוא אינו מיועד להרצה ידנית.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>לבדיקות: שירות על האפיק בכתובת ADDRESS במקום אפיק המערכת, ושאילת ה-polkit שנמצא שם.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>יציאה אחרי SECONDS שניות ללא קריאות (ברירת מחדל %1).</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>פעולת בדיקה עצמית לא מוכרת „%1” עבור %2. יש להשתמש ב־„short”, „extended”, „conveyance”, „abort” או „status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>בדיקת DriveProof רצה ב־%1: בדיקה עצמית עכשיו תפריע לה. התחילו את הבדיקה העצמית כשהבדיקה תסתיים.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>מטרה לא ידועה „%1” עבור %2. מטרות ידועות: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>בדיקת קיבולת כותבת אל %1: יש לפתוח אותו במצב „rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>בלוק %Ln מכיל בדיוק את מה שעליו להכיל.</numerusform>
            <numerusform>%Ln בלוקים מכילים בדיוק את מה שעליהם להכיל.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>בלוק %Ln מכיל נתונים שנכתבו למקום אחר.</numerusform>
            <numerusform>%Ln בלוקים מכילים נתונים שנכתבו למקום אחר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>בלוק %Ln מכיל נתונים מלפני בדיקה זו: הכונן שכח את ההכנה.</numerusform>
            <numerusform>%Ln בלוקים מכילים נתונים מלפני בדיקה זו: הכונן שכח את ההכנה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>בלוק %Ln חציו ישן וחציו חדש: כתיבה נקרעה בתוך בלוק.</numerusform>
            <numerusform>%Ln בלוקים חציים ישן וחציים חדש: כתיבה נקרעה בתוך בלוק.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>בבלוק %Ln יש סיביות הפוכות.</numerusform>
            <numerusform>ב-%Ln בלוקים יש סיביות הפוכות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>בלוק %Ln נקרא כאפסים.</numerusform>
            <numerusform>%Ln בלוקים נקראו כאפסים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>בלוק %Ln נקרא כמחוק (כולו אחדות).</numerusform>
            <numerusform>%Ln בלוקים נקראו כמחוקים (כולם אחדות).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>בלוק %Ln מכיל נתונים שאיש לא כתב.</numerusform>
            <numerusform>%Ln בלוקים מכילים נתונים שאיש לא כתב.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>לא ניתן לקרוא בלוק %Ln.</numerusform>
            <numerusform>לא ניתן לקרוא %Ln בלוקים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>כתיבה מאושרת %Ln אבדה.</numerusform>
            <numerusform>%Ln כתיבות מאושרות אבדו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>כתיבה מאושרת %Ln שרדה רק בחלקה.</numerusform>
            <numerusform>%Ln כתיבות מאושרות שרדו רק בחלקן.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>כתיבה מאושרת %Ln אבדה בזמן שכתיבות מאוחרות יותר שרדו: הכונן משנה את סדר הכתיבות מעבר לפקודות ריקון.</numerusform>
            <numerusform>%Ln כתיבות מאושרות אבדו בזמן שכתיבות מאוחרות יותר שרדו: הכונן משנה את סדר הכתיבות מעבר לפקודות ריקון.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>כתיבה מאושרת %Ln ממש לפני הניתוק אבדה: הכונן מאשר פקודות ריקון לפני שהנתונים בטוחים.</numerusform>
            <numerusform>%Ln כתיבות מאושרות ממש לפני הניתוק אבדו: הכונן מאשר פקודות ריקון לפני שהנתונים בטוחים.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>לא ניתן לקרוא את הכונן כלל אחרי ניתוק החשמל.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>הזהות או הקיבולת של הכונן השתנו אחרי ניתוק החשמל.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>בלוק %Ln שנכתב רק לפני הבדיקה ניזוק: נתונים במנוחה אינם בטוחים בכונן זה.</numerusform>
            <numerusform>%Ln בלוקים שנכתבו רק לפני הבדיקה ניזוקו: נתונים במנוחה אינם בטוחים בכונן זה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>סתירה %Ln בין הרישום של העד לתוכנית הבדיקה: באג ב-DriveProof, ולכן הרצה זו אינה מוכיחה דבר.</numerusform>
            <numerusform>%Ln סתירות בין הרישום של העד לתוכנית הבדיקה: באג ב-DriveProof, ולכן הרצה זו אינה מוכיחה דבר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>הכתיבה המאושרת היחידה (%Ln) אבדה.</numerusform>
            <numerusform>כל %Ln הכתיבות המאושרות אבדו.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>הן היו האחרונות לפני הניתוק: הכונן מאשר פקודות ריקון לפני שהנתונים בטוחים.</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>לא ניתן לכתוב את המלח של העד %1: %2</translation>
    </message>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>לא ניתן לכתוב את יומן העד %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>רשומה פגומה בבית %1 ואחריה רשומות תקינות.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>הרשומה בבית %1 סותרת את ההרצה שלפניה.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>לא ניתן לקטוע את הסוף הקרוע של היומן.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>הכונן המדומה כבר פועל.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>תוכנית הכונן המדומה %1 לא נמצאה. יש להתקין את DriveProof במלואו (היא נמצאת ב-libexec) או להגדיר את DRIVEPROOF_LYINGDISK לנתיב שלה.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>לא ניתן ליצור את התיקייה עבור הכונן המדומה.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>משהו כבר מעוגן בתיקייה זו. יש לנתק את העיגון תחילה (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>לא ניתן להפעיל את הכונן המדומה: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>הכונן המדומה נעצר לפני שהיה מוכן (מצב יציאה %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>הכונן המדומה לא הופיע תוך %1 שנ׳: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>הכונן המדומה אינו פועל.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>לא ניתן לשלוח אות לכונן המדומה.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>הכונן המדומה לא אישר את ניתוק החשמל.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>לא ניתן לנתק את העיגון של הכונן המדומה. יש להריץ: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>הכונן המדומה לא נעצר בזמן; הוא חוסל והמטמון שלו אבד.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>הכונן המדומה נכשל בזמן העצירה: %1</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לשמור את הבדיקה הממתינה ב-%1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לכתוב את רשומת ההפעלה האוטומטית %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>מצב תרגול דורש FUSE, ולא ניתן להשתמש כאן ב-/dev/fuse.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>מצב תרגול דורש את fusermount3 (החבילה fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>מצב תרגול דורש את driveproof-lyingdisk, שאינו מותקן.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>לא ניתן ליצור תיקייה זמנית לתרגול.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; אינו קוד צימוד.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>כונן מדומה של DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>משקר</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>ישר</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>התרגול בוטל.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>במנוחה</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>מפעיל את הכונן המדומה ואת העד</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>בהכנה</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>כותב</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>מנתק את החשמל</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>מאמת</translation>
    </message>
    <message>
        <source>done</source>
        <translation>הסתיים</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>נכשל</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>זוהי מכונה וירטואלית: ניתוק התקע הווירטואלי שלה בודק את שכבות האחסון של המארח, לא כונן. יש להריץ את הבדיקה על חומרה אמיתית.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>המכונה פועלת על סוללה: ניתוק כבל החשמל לא ינתק את החשמל. יש להוציא את הסוללה, או להשתמש במכונה בלי סוללה.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>הכונן נמצא מאחורי גשר USB, שעשוי להיות לו מטמון וכללי ריקון משלו: ההכרעה נוגעת לגשר ולכונן יחד.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>מטמון הכתיבה של הכונן פועל. זה תקין: הבדיקה מראה אם הכונן עדיין שומר כל כתיבה שאישר.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>לא ניתן לקרוא את מונה הכיבויים הלא בטוחים של הכונן, ולכן המאמת אינו יכול לוודא שהחשמל אכן נותק.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>יש לבחור קובץ או התקן עבור אזור הבדיקה.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 אינו קובץ רגיל וגם לא התקן בלוקים.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>התיקייה %1 אינה קיימת.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>ההתקן %1 לא נמצא.</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>אין שגיאה.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>זו אינה מסגרת אובדן חשמל של DriveProof (חתימה שגויה).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>גרסת פרוטוקול אובדן חשמל שאינה נתמכת: יש לעדכן את DriveProof בשתי המכונות.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>סוג הודעת אובדן חשמל לא ידוע.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>מסגרת אובדן החשמל ארוכה מדי עבור הסוג שלה.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>מסגרת אובדן החשמל ניזוקה בדרך (אי-התאמה ב-CRC).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>קוד צימוד שגוי: יש להקליד את הקוד שהעד מציג.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>מסגרת אובדן החשמל נשלחה שוב או שלא לפי הסדר.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>הודעת אובדן החשמל פגומה או שיש בה ערך מחוץ לטווח.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>הודעת אובדן החשמל לא הייתה צפויה בשלב זה.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>מספרי הרצף של הקיבועים חייבים לעלות.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>הרצה זו כבר מוכרת לעד עם פרמטרים אחרים.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>העד אינו מכיר הרצה עם מזהה זה.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>הרצה זו כבר הסתיימה.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>העד אינו יכול לשמור את היומן של הרצה זו (שגיאת דיסק או יומן פגום).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>לעד יש יותר מדי חיבורים.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>החיבור היה שקט זמן רב מדי.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>אותה הרצה התחברה שוב ממקום אחר; חיבור זה נסגר.</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>העד עסוק עם מאמתים אחרים; יש לנסות שוב בקרוב.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>סיבה לא ידועה.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>מתחבר לעד</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>מושהה</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>נעצר</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>מתחבר</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>מחובר</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>לא נגיש</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>נדחה</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>נסגר</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן ליצור את %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לשריין מקום עבור %1: %2.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>לא התקבלה תשובה ללחיצת היד תוך %1 שנ׳</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>לא ניתן להגיע לעד ב-%1: %2. האם driveproof-cli witness פועל שם, והאם הפתחה פתוחה?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; אינו קוד צימוד: יש להקליד את 12 התווים שהעד מציג.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>אזור הבדיקה ב-%1 קטן מדי: יש לתת לו לפחות 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>העד ב-%1 לא אישר כל קיבוע לפני הסוף.</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>העד ב-%1 דחה כותב זה: %2</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>אזור הבדיקה מולא ורוקן לפני ההרצה.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>העד לא שמע מעולם שאזור הבדיקה הוכן: יש להתחיל הרצה חדשה.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>ניתוק חשמל מדומה (מצב תרגול): לא הייתה צפויה הפעלה מחדש.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>המכונה הופעלה מחדש אחרי הבדיקה.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>לא ניתן היה להשוות את מזהה האתחול, ולכן לא ניתן לוודא הפעלה מחדש.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>המכונה לא הופעלה מחדש מאז הבדיקה: יש לנתק את החשמל, ואז לאמת אחרי האתחול.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>לכונן אין מונה כיבויים לא בטוחים; בדיקה זו דולגה.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>הכונן ספר כיבוי לא בטוח (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>הכונן זיהה כיבוי מסודר (מונה הכיבויים הלא בטוחים שלו נשאר %1): יש לנתק את כבל החשמל, לא ללחוץ על כפתור ההפעלה.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>אף קיבוע לא הגיע לעד: יש לתת לבדיקה לרוץ לפני ניתוק החשמל.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>קיבועים הגיעו לעד עד לניתוק.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>הקיבוע האחרון הגיע לעד %1 שנ׳ לפני שהכותב השתתק: הבדיקה לא כתבה כשהחשמל נותק.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>כתיבות היו בתהליך כשהכותב השתתק.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>אף כתיבה לא הייתה בתהליך בזמן הניתוק: כל כתיבה שנשלחה כבר אושרה, ולכן הניתוק לא בדק שום דבר ממתין.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>הקישור לעד היה פעיל עד לניתוק.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>העד לא שמע את הכותב עד לניתוק.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>הכותב נעצר בשל שגיאה לפני הניתוק: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>הכותב לא דיווח על שגיאה.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>הכותב נעצר בכוונה לפני הניתוק: יש לנתק את החשמל בזמן שהבדיקה כותבת.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>הכותב לא נעצר מעצמו.</translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>זו אינה כתובת: %1. יש להשתמש ב-HOST:PORT או ב-[IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>העד סירב: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>החיבור לעד אבד.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>העד לא ענה בזמן.</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>הפנקס מהעד פגום (אי-התאמה בגודל או בתקציר).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>הדוח גדול מכדי לשמור אותו אצל העד.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>תשובה לא צפויה מהעד.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לפתוח את %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>לבדיקה הממתינה אין קוד צימוד תקין.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>מקבל את הרישום של העד מ-%1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>האימות בוטל.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>קורא את מצב הכונן</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>קורא ובודק את כל אזור הבדיקה ב-%1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>שומר את הדוח</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>הסתיים</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>לא ניתן ליצור את תיקיית יומני העד %1.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>לא ניתן לגזור את מפתח הצימוד (אין די זיכרון?).</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>היומן בתיקייה %1 שייך להרצה אחרת.</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>היומן של הרצה זו הגיע למגבלה של %1 בתים.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>העד טען לקיבועים שכותב זה מעולם לא שלח; מתחבר מחדש.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>החיבור לעד אבד; מתחבר מחדש.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>לא ניתן לפענח את %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>לא ניתן להאזין ב-%1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>לא ניתן להגיע לעד ב-%1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>מערכת קבצים זו אינה תומכת בקלט/פלט ישיר: הכותב עובר דרך מטמון הדפים, שהקיבועים מרוקנים.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לפתוח את %1 לכתיבה: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>הפרמטרים של בדיקת אובדן החשמל אינם תקינים.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>הכנת אזור הבדיקה נכשלה: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>ריקון אזור הבדיקה המוכן נכשל: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>כתיבה %1 נכשלה: %2. ההרצה אינה תקפה; הכותב נעצר ואינו מנסה שוב.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>הקיבוע עד כתיבה %1 נכשל: %2. ההרצה אינה תקפה; הכותב נעצר ואינו מנסה שוב.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>הרישום של העד סותר את הרישום של המחשב הזה עצמו על הבדיקה (%1), ולכן אי אפשר לסמוך עליו וההרצה הזו אינה מוכיחה דבר על כתיבות שאושרו.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>זה אינו העד של ההרצה: הוא ענה עם מלח שונה מזה שבמהלך ההרצה.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>מסגרת מהעד הגיעה פגומה או משונה (%1); מתחבר מחדש.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>העד לא הצליח להוכיח את קוד הצימוד (עד מזויף או תעבורה משונה); מתחבר מחדש.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>העד דחה מסגרת שהגיעה אליו פגומה או משונה (%1); מתחבר מחדש.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>העד כבר שומר %1 הרצות: יש להעביר תיקיות הרצה ישנות אל מחוץ לתיקיית היומנים שלו כדי לפנות מקום.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>העד מחזיק בזיכרון %1 כתיבות שאושרו, ככל המותר: ההרצה הזו לא יכולה לגדול.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>העד מדווח על אישור אחד (%n) שכותב זה מעולם לא שלח, החל מרצף %1, ולכן אי אפשר לסמוך על הרישום שלו וההרצה הזו אינה מוכיחה דבר על כתיבות שאושרו.</numerusform>
            <numerusform>העד מדווח על %n אישורים שכותב זה מעולם לא שלח, החל מרצף %1, ולכן אי אפשר לסמוך על הרישום שלו וההרצה הזו אינה מוכיחה דבר על כתיבות שאושרו.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לפתוח את %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>אפיק המערכת אינו פועל (%2), ולכן לא ניתן להגיע לרכיב העזר של DriveProof עבור %1. יש להפעיל את D-Bus, או להריץ כ-root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>רכיב העזר של DriveProof שלח תשובה לא צפויה עבור %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>רכיב העזר של DriveProof פתח את %1 אבל לא הגיע מתאר קובץ.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>רכיב העזר של DriveProof אינו מותקן (%1 אינו על אפיק המערכת): יש להתקין את החבילה, או להריץ כ-root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>רכיב העזר של DriveProof מותקן אבל לא ניתן היה להפעיל אותו (%1). יש להתקין מחדש את DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>רכיב העזר של DriveProof לא ענה עבור %1 תוך %2 שניות. אם היה פתוח חלון אימות, יש לנסות שוב.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>אפיק המערכת דחה את הקריאה לרכיב העזר של DriveProof (%1): מדיניות ה-D-Bus שלו חסרה או פגומה. יש להתקין מחדש את DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>רכיב העזר של DriveProof נכשל עבור %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>זוג [bucket, count]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>תוצאת הבדיקה פגומה: %1 מציין את תא ההשהיה %2, אבל התאים נגמרים ב-%3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>תוצאת הבדיקה פגומה: %1 מציג את תא ההשהיה %2 פעמיים.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>תוצאת הבדיקה פגומה: סכום תאי ההשהיה של %1 אינו שווה לספירה שלו.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>תוצאת הבדיקה פגומה: המינימום או המקסימום של %1 נמצא מחוץ לתא ההשהיה הנמוך או הגבוה ביותר שלו.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>תוצאת הבדיקה פגומה: הסכום של %1 אינו יכול לנבוע מתאי ההשהיה שלו.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 קיבועים/שנ׳</translation>
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
        <translation>%1 (נעצרה בשל שגיאה)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (בוטלה)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>לתוצאה אין מזהה, ולכן לא ניתן לשמור אותה בהיסטוריה.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>לא ניתן ליצור את תיקיית ההיסטוריה %1. יש לוודא שתיקיית הבית שלך ניתנת לכתיבה.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לכתוב את %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>בהיסטוריה אין תוצאה עם המזהה %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>המזהה %1 מתאים לכמה תוצאות בהיסטוריה; יש לתת את המזהה המלא.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן למחוק את %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>תוצאת הבדיקה פגומה: %1 חסר.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>תוצאת הבדיקה פגומה: %1 צריך להיות %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>תוצאת הבדיקה פגומה: %1 הוא %2, מחוץ לטווח %3 עד %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>טקסט</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true או false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false או null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>מספר שלם</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>מספר</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>תאריך ושעה (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>רשימה</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>אובייקט</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>רשימה של שישה מספרים</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>אחד מ-info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>זו אינה תוצאת בדיקה של DriveProof: אין בה format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>לתוצאת בדיקה זו יש תבנית %1, אבל גרסה זו של DriveProof קוראת תבניות עד %2. יש לפתוח אותה עם DriveProof חדש יותר.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>זו אינה תוצאת בדיקה של DriveProof: ה-JSON נשבר בבית %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>זו אינה תוצאת בדיקה של DriveProof: אין בה אובייקט JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>לא ניתן לקרוא את %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 גדול מכדי להיות תוצאת בדיקה של DriveProof.</translation>
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
            <numerusform>מדידה %n</numerusform>
            <numerusform>%n מדידות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 ש׳</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>קובץ זמני</translation>
    </message>
    <message>
        <source>file</source>
        <translation>קובץ</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>כל ההתקן</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>אין (התקן גולמי)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>אלה בדיקות שונות (%1 ו־%2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>הן השתמשו בגדלי בדיקה שונים (%1 ו־%2): שטח קטן נכנס למטמון ששטח גדול גולש ממנו.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>הן רצו על סוגי יעד שונים (%1 ו־%2): מערכת קבצים מוסיפה עבודה משלה לכל כתיבה.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>הן רצו על מערכות קבצים שונות (%1 ו־%2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>הן השתמשו במנועי קלט/פלט שונים (%1 ו־%2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>הן רצו בזמנים שונים לכל שלב (%1 ו־%2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 לכל שלב</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 על %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 לכל שלב</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>בהיסטוריה אין תוצאה עם המזהה %1, ואין קובץ כזה. &apos;driveproof-cli history DEVICE&apos; מציג את המזהים.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>רשימה של שני מספרים</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>בדיקה עצמית (%1): %2, אחרי %3 שעות פעולה; הסקטור הפגום הראשון %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>בדיקה עצמית (%1): %2, אחרי %3 שעות פעולה.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>קריאה</translation>
    </message>
    <message>
        <source>write</source>
        <translation>כתיבה</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>משולב %1% קריאה</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>גודל בלוק %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>עומק תור %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>תהליכון %n, %1</numerusform>
            <numerusform>%n תהליכונים, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB לכל קיבוע</numerusform>
            <numerusform>%1, %n × 8 kB לכל קיבוע</numerusform>
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
        <translation>write, close, fsync (מתאר אחר)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, ללא סנכרון (קו בסיס, לא עמיד)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>כתיבת O_DIRECT, ללא סנכרון (קו בסיס, לא עמיד)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>כתיבה רציפה מתמשכת</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>סריקת משטח (קריאה)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>קריאות אקראיות, מעבר %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (מטמון כבוי)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>דולג: גודל הבלוק %1 גדול מאזור הבדיקה (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>דולג: כתיבות O_DIRECT של %1 בתים קטנות מגודל הבלוק הלוגי של ההתקן (%2 בתים).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>דולג: מערכת קבצים זו אינה תומכת ב-O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>דולג: ההתקן דוחה כתיבות O_DIRECT של %1 בתים.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>בדיקת המטמון A/B דורשת כונן שמטמון הכתיבה שלו פועל וניתן להפעלה ולכיבוי; זה של %1 אינו כזה. יש להריץ את בדיקת הקיבוע לבדה.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>לא ניתן היה להפעיל מחדש את מטמון הכתיבה של %1. יש להפעיל אותו עם &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לפתוח את %1 לבדיקת הקיבוע: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>בדיקת הקיבוע נעצרה ב-&quot;%1&quot;: הכתיבה אל %2 נכשלה: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>&quot;%1&quot; נעצר ב-%2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>מנוחה, כדי שהכונן יוכל להעביר נתונים חמים</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>קצב קיבוע</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>תפוקה</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>כתיבה מתמשכת</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>סריקת משטח</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>קלט/פלט אקראי</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>בדיקה מהירה</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>סריקת גודלי בלוק</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>סריקת עומקי תור</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>סריקת תהליכונים</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>בדיקת מטמון היברידי</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>בדיקת כונן רצה; השהיית המערכת תקלקל את המספרים שלה.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>בדיקת המטמון A/B צריכה לדעת מהו הכונן שמתחת ליעד, ולא ניתן היה למצוא אותו. יש להריץ את בדיקת הקיבוע לבדה.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT אינו נתמך כאן: ההרצה עוברת דרך מאגר, ולכן מטמון הדפים משפיע על המספרים.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 בשימוש: %2 DriveProof אינו כותב להתקן שנמצא בשימוש. יש לנתק את העיגון, להריץ swapoff או לעצור תחילה את מה שבנוי עליו.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 אינו תיקייה. יש לבחור תיקייה בכונן שייבדק.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>גודל הבדיקה חייב להיות לפחות 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>ב-%1 יש מעט מדי מקום פנוי לקובץ בדיקה בגודל %2 (%3 פנויים). יש לבחור גודל קטן יותר או תיקייה אחרת.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן ליצור קובץ בדיקה ב-%1: %2. יש לבחור תיקייה שניתן לכתוב אליה.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>מכין את קובץ הבדיקה</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>לא ניתן להכין את קובץ הבדיקה %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 אינו קובץ רגיל קיים. יש לציין קובץ, או לבחור תיקייה לקובץ בדיקה זמני.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 קטן מ-4 KiB: קטן מדי לבדיקה. DriveProof לעולם אינו מגדיל קובץ שלא הוא יצר.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>לא ניתן לפתוח את %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>כתיבה אל %1 משמידה את מה שעליו. יש לאשר בהקלדת שם ההתקן, או להעביר --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync מקבע בקצב של %1 לשנייה, מהר יותר ממהירות סיבוב הפלטות (%2 סל״ד מאפשרים כ-%3 לשנייה עם תהליכון אחד): מטמון נדיף או מגובה סוללה מאשר את הקיבועים. יש להריץ את בדיקת אובדן החשמל כדי לדעת אם הוא שומר אותם.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync מקבע בקצב של %1 לשנייה, בתוך מה ש-%2 סל״ד מאפשרים (כ-%3 לשנייה): כל קיבוע ממתין לפלטה.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>כשמטמון הכתיבה של הכונן כבוי, fdatasync עדיין מקבע בקצב של %1 לשנייה, מעל %3 לשנייה ש-%2 סל״ד מאפשרים: ההגדרה לא כובדה או שמטמון אחר עונה.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>כל fdatasync שלח %2 פקודות ריקון אל %1: פקודות הריקון מגיעות להתקן.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>פקודות ריקון אינן מגיעות אל %1: fdatasync לא שלח אף אחת אף שהליבה מתייחסת להתקן כ-write back. משהו בין DriveProof לכונן בולע אותן (hypervisor, שכבת RAID או device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>פקודות ריקון אינן מגיעות אל %1: הליבה מתייחסת אליו כ-write through (queue/write_cache) ואינה שולחת לו פקודות ריקון. אם המטמון של הכונן עצמו פועל, נתונים מקובעים עלולים לאבוד בניתוק חשמל.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>הליבה אינה שולחת אל %1 פקודות ריקון בזמן שמטמון הכתיבה שלו כבוי בחצי זה של הבדיקה (היא מתייחסת להתקן כ-write through): כצפוי.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>פקודות ריקון אינן מגיעות אל %1: מערכת הקבצים מעוגנת עם nobarrier, ולכן הליבה אינה שולחת פקודות ריקון. נתונים מקובעים עלולים לאבוד בניתוק חשמל.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>כונן זה מאשר %1 קיבועים לשנייה כשמטמון הכתיבה שלו פועל. רק בדיקת אובדן החשמל יכולה לקבוע אם הוא שומר אותם.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>כונן זה מאשר %1 קיבועים לשנייה כשמטמון הכתיבה שלו פועל ו-%2 כשהוא כבוי.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>קצב הכתיבה ירד מ-%1 ל-%2 אחרי שנכתבו %3: מטמון התמלא.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>קצב הכתיבה נשאר כ-%1 לאורך כל %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>הקריאות רצו ב-%1 בהתחלה וב-%2 בסוף; הקטע האיטי ביותר נקרא ב-%3, במיקום %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>קטע %n נקרא בפחות ממחצית הקצב החציוני: הכונן ניסה שוב שם, או שסקטורים שמופו מחדש מאטים אותו. כדאי לבדוק את תקינותו.</numerusform>
            <numerusform>%n קטעים נקראו בפחות ממחצית הקצב החציוני: הכונן ניסה שוב שם, או שסקטורים שמופו מחדש מאטים אותו. כדאי לבדוק את תקינותו.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>המעבר השני היה מהיר פי %1 (%2 → %3): הכונן העביר את הנתונים לאחסון מהיר יותר בזמן המנוחה.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>המעבר השני רץ ב-%2 לעומת %1 קודם: אין סימן למטמון שמקדם נתונים חמים בזמן שהכונן במנוחה.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT אינו נתמך במערכת קבצים זו: ההרצה עברה דרך מאגר, ולכן מטמון הדפים משפיע על המספרים.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>זוהי מכונה וירטואלית (%1): המספרים מתארים את האחסון של ה-hypervisor, לא את הכונן.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 מעוגן עם מחסומים כבויים (%2): הליבה אינה שולחת לכונן פקודות ריקון, ולכן אף קיבוע שם אינו עמיד.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, מהירות הקישור אינה ידועה</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, מהירות הקישור אינה ידועה</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, מהירות הקישור אינה ידועה</translation>
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
        <translation>%1 (כ-%2 שמישים)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (הכונן מסוגל ל-PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 מתוך x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>דיסק קשיח (%L1 סל״ד)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>דיסק קשיח</translation>
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
        <translation>כונן מאחורי גשר USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>דיסק וירטואלי</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 הוא יותר ממה שקישור %2 יכול להעביר (%3): הקישור מדומה או מדווח באופן שגוי (מכונה וירטואלית, או מטמון שלפני הכונן), ולכן המספר הזה אינו אומר דבר על הכונן.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>כותב ב-%1: הגבול של קישור ה-%2 שלו (%3 לכל היותר) — כאן אי אפשר מהר יותר.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>קורא ב-%1: הגבול של קישור ה-%2 שלו (%3 לכל היותר) — כאן אי אפשר מהר יותר.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>כותב ב-%1 על קישור %2: הקישור, ולא הכונן, הוא שמגביל (הכונן מסוגל ל-%3 Gb/s; יש לבדוק את הכבל ואת היציאה).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>קורא ב-%1 על קישור %2: הקישור, ולא הכונן, הוא שמגביל (הכונן מסוגל ל-%3 Gb/s; יש לבדוק את הכבל ואת היציאה).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>ביציאת USB 2: קצב של 480 Mb/s מגביל אותו לכ-%1 (נמדד: %2). ביציאת USB 3 הוא היה יכול לפעול מהר יותר.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>קורא ב-%1: כונני SSD מסוג SATA קוראים ב-%2 עד %3 על קישור של 6 Gb/s, ולכן משהו אחר מלבד הקישור מעכב את הכונן הזה (כונן מלא או שחוק, חיסכון בחשמל או מערכת הקבצים).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>כונן NVMe זה פועל על %1 אף שהוא מסוגל ל-PCIe %2 x%3: הקישור הוקם ברמה נמוכה ממה שהכונן והחריץ שלו מאפשרים (כרטיס riser, מגע מלוכלך או נתיבים המשותפים לחריץ אחר). הוא מעביר %4 מתוך %5 אפשריים.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>כונן NVMe זה פועל על %1 אבל מסוגל ל-PCIe %2 x%3: החריץ מגביל אותו ל-%4 מתוך %5 שהיה יכול לנצל. חריץ עם יותר נתיבים היה מאפשר לו לפעול מהר יותר.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 של %1 הוא מה שדיסק של %L2 סל״ד מספק (בערך %3 עד %4): כל קריאה ממתינה לחיפוש ולחצי סיבוב.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 של %1 מהיר יותר ממה שדיסק של %L2 סל״ד מסוגל לחפש (בערך %3 עד %4): מטמון עונה לקריאות האלה, ולכן הן אומרות מעט על הדיסק.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>הכתיבה ירדה מ-%1 ל-%2 אחרי %3: מטמון ה-SLC המהיר שלו התמלא. העתקות גדולות מזה רצות בכ-%2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 הוא התקן loop בלי קלט/פלט ישיר: הקריאות והכתיבות שלו עוברות דרך מטמון הדפים של מערכת הקבצים שמחזיקה את קובץ הגיבוי שלו, ולכן המספרים האלה מתארים את מטמון הדפים (זיכרון), לא כונן. חברו אותו עם &apos;losetup --direct-io=on&apos; כדי למדוד את הכונן שמתחת לקובץ.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>הריצה עברה דרך מטמון הדפים, שמשרת חלק מהבקשות מהזיכרון ושולח אחרות לכונן.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>משהו אחר השתמש בכונן בינתיים, מטמון התמלא או התרוקן, או שהכונן עצר לסידור פנימי: הריצו את הבדיקה שוב לפני שסומכים על המספרים.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>המספרים אינם יציבים: %1 נע בין %2 ל־%4 (בדרך כלל %3) מעשירית שנייה אחת לבאה, הרבה יותר מהרעש הטבעי של כונן. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 כבר אינו ריק (נמצא: %2), ולכן לא נכתב אליו דבר. אשרו שוב עם שם ההתקן.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>לא נמצא כונן מתחת ליעד.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 אינו מדווח על טמפרטורה.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>הכונן הגיע ל־%1 °C והאט את עצמו פעם אחת (%n) במהלך הבדיקה: אלה מספרים של כונן חם, לא מה שהוא עושה כשהוא קר.</numerusform>
            <numerusform>הכונן הגיע ל־%1 °C והאט את עצמו %n פעמים במהלך הבדיקה: אלה מספרים של כונן חם, לא מה שהוא עושה כשהוא קר.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>הכונן הגיע ל־%1 °C והאט את עצמו פעם אחת (%n) במהלך הכתיבה הממושכת: הירידה מ־%2 ל־%3 ב־%4 היא חום, לא המטמון שלו.</numerusform>
            <numerusform>הכונן הגיע ל־%1 °C והאט את עצמו %n פעמים במהלך הכתיבה הממושכת: הירידה מ־%2 ל־%3 ב־%4 היא חום, לא המטמון שלו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>טמפרטורת הכונן: %1 °C לפני הבדיקה, %2 °C אחריה.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>הכונן האט את עצמו בגלל חום פעם אחת (%n) במהלך הבדיקה, למשך %1 שנ׳ בסך הכול.</numerusform>
            <numerusform>הכונן האט את עצמו בגלל חום %n פעמים במהלך הבדיקה, למשך %1 שנ׳ בסך הכול.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>הכונן לא האט את עצמו בגלל חום במהלך הבדיקה.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>זמן מעל טמפרטורת האזהרה שלו במהלך הבדיקה: %1 דק׳; מעל הטמפרטורה הקריטית: %2 דק׳.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>טמפרטורת הכונן לא נקראה: %1</translation>
    </message>
</context>
</TS>
