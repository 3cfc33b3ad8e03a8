<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>The sense data is cut off: %n byte of the 8-byte header arrived.</numerusform>
            <numerusform>The sense data is cut off: %n bytes of the 8-byte header arrived.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>The fixed-format sense data is cut off: %n byte arrived, at least 14 are needed.</numerusform>
            <numerusform>The fixed-format sense data is cut off: %n bytes arrived, at least 14 are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>IDENTIFY data must be exactly 512 bytes; this has %n byte.</numerusform>
            <numerusform>IDENTIFY data must be exactly 512 bytes; this has %n bytes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Line %1: the words end after %n word; IDENTIFY data has 256.</numerusform>
            <numerusform>Line %1: the words end after %n words; IDENTIFY data has 256.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n write request, %1 written, in %2 s.</numerusform>
            <numerusform>%n write requests, %1 written, in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Damaged: %n block did not hold what was written, the first at %1.</numerusform>
            <numerusform>Damaged: %n blocks did not hold what was written, the first at %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… and %n more bad range (see --json).</numerusform>
            <numerusform>… and %n more bad ranges (see --json).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (And %n more.)</numerusform>
            <numerusform>%1 (And %n more.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>All records the drive keeps (%n)</numerusform>
            <numerusform>All records the drive keeps (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n run kept.</numerusform>
            <numerusform>%n runs kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Delete %n run from the history? This cannot be undone.</numerusform>
            <numerusform>Delete %n runs from the history? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>A test is running on %1. Stop it and quit?</numerusform>
            <numerusform>Tests are running on %1. Stop them and quit?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Saved %n file in %1.</numerusform>
            <numerusform>Saved %n files in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
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
</context>
<context>
    <name>DriveProof::Health</name>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>The drive has %n bad sector (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</numerusform>
            <numerusform>The drive has %n bad sectors (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>The drive has recorded %Ln media or data integrity error.</numerusform>
            <numerusform>The drive has recorded %Ln media or data integrity errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln block hold exactly what they should.</numerusform>
            <numerusform>%Ln blocks hold exactly what they should.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln block hold data that was written to another place.</numerusform>
            <numerusform>%Ln blocks hold data that was written to another place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln block hold data from before this test: the drive forgot the preparation.</numerusform>
            <numerusform>%Ln blocks hold data from before this test: the drive forgot the preparation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln block are half old, half new: a write tore inside a block.</numerusform>
            <numerusform>%Ln blocks are half old, half new: a write tore inside a block.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln block have flipped bits.</numerusform>
            <numerusform>%Ln blocks have flipped bits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln block read back as zeros.</numerusform>
            <numerusform>%Ln blocks read back as zeros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln block read back erased (all ones).</numerusform>
            <numerusform>%Ln blocks read back erased (all ones).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln block hold data nobody wrote.</numerusform>
            <numerusform>%Ln blocks hold data nobody wrote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln block cannot be read.</numerusform>
            <numerusform>%Ln blocks cannot be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln acknowledged write were lost.</numerusform>
            <numerusform>%Ln acknowledged writes were lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln acknowledged write survived only in part.</numerusform>
            <numerusform>%Ln acknowledged writes survived only in part.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln acknowledged write were lost while later ones survived: the drive reorders writes across flushes.</numerusform>
            <numerusform>%Ln acknowledged writes were lost while later ones survived: the drive reorders writes across flushes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln acknowledged write just before the cut were lost: the drive acknowledges flushes before the data is safe.</numerusform>
            <numerusform>%Ln acknowledged writes just before the cut were lost: the drive acknowledges flushes before the data is safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln block written only before the test were damaged: data at rest is not safe on this drive.</numerusform>
            <numerusform>%Ln blocks written only before the test were damaged: data at rest is not safe on this drive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln contradiction between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</numerusform>
            <numerusform>%Ln contradictions between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>All %Ln acknowledged write were lost.</numerusform>
            <numerusform>All %Ln acknowledged writes were lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>The witness reports %n acknowledgement this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</numerusform>
            <numerusform>The witness reports %n acknowledgements this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n measurement</numerusform>
            <numerusform>%n measurements</numerusform>
        </translation>
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
            <numerusform>%1, %n × 8 kB per commit</numerusform>
            <numerusform>%1, %n × 8 kB per commit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n stretch read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</numerusform>
            <numerusform>%n stretches read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>The drive reached %1 °C and slowed itself down %n time during this test: these numbers are those of a hot drive, not what it does when cool.</numerusform>
            <numerusform>The drive reached %1 °C and slowed itself down %n times during this test: these numbers are those of a hot drive, not what it does when cool.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>The drive reached %1 °C and slowed itself down %n time during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</numerusform>
            <numerusform>The drive reached %1 °C and slowed itself down %n times during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>The drive slowed itself down for heat %n time during the test, for %1 s in all.</numerusform>
            <numerusform>The drive slowed itself down for heat %n times during the test, for %1 s in all.</numerusform>
        </translation>
    </message>
</context>
</TS>
