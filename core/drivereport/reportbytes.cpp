// judgeReport(): a report's facts laid out as the bytes a drive returns (IDENTIFY DEVICE,
// SMART READ DATA / THRESHOLDS, the error and self-test logs; the NVMe health log), then
// judged by the same code that judges a drive in hand, replaying those bytes as replies.
#include "drivereport.h"
#include "rawtext.h"
#include "reporttext.h"

#include "ata/atacodec.h"
#include "health/atahealth.h"
#include "health/dialect.h"
#include "health/nvmehealth.h"

#include <QLoggingCategory>
#include <QtEndian>

Q_LOGGING_CATEGORY(lcDriveReport, "driveproof.core.drivereport", QtWarningMsg)

namespace DriveProof::DriveReport {

namespace {

void putLe16(QByteArray &b, qsizetype at, quint16 v)
{
    b[at] = char(v & 0xFF);
    b[at + 1] = char(v >> 8);
}

// ATA strings: two characters a word, the first in the high byte, padded with spaces.
void putAtaString(QByteArray &b, int word, int words, const QString &text)
{
    const QByteArray s = text.toLatin1().leftJustified(words * 2, ' ', true);
    for (int i = 0; i < words * 2; i += 2) {
        b[word * 2 + i] = s[i + 1];
        b[word * 2 + i + 1] = s[i];
    }
}

QByteArray identifyBytes(const ReportFacts &f)
{
    QByteArray b(Ata::kAtaIdentifySize, '\0');
    putLe16(b, 0, 0x0040); // ATA device, fixed
    putAtaString(b, 10, 10, f.serial);
    putAtaString(b, 23, 4, f.firmware);
    putAtaString(b, 27, 20, f.model);
    putLe16(b, 82 * 2, 0x0001); // SMART supported
    putLe16(b, 83 * 2, 0x4000); // valid pair marker
    putLe16(b, 84 * 2, 0x4000);
    putLe16(b, 85 * 2, 0x0001); // SMART enabled
    putLe16(b, 87 * 2, 0x4000);
    if (f.logicalSectorBytes == 4096) {
        putLe16(b, 106 * 2, 0x4000 | 0x1000); // logical sector longer than 256 words
        putLe16(b, 117 * 2, 2048);            // in words
    }
    if (f.solidState == true)
        putLe16(b, 217 * 2, 0x0001); // non-rotating media
    return b;
}

void checksum(QByteArray &b)
{
    quint8 sum = 0;
    for (qsizetype i = 0; i < 511; ++i)
        sum = quint8(sum + quint8(b[i]));
    b[511] = char(quint8(0x100 - sum));
}

QByteArray smartDataBytes(const ReportFacts &f, const QList<quint64> &raws)
{
    QByteArray b(Health::kAtaSectorSize, '\0');
    putLe16(b, 0, 0x0010);
    for (qsizetype i = 0; i < f.attributes.size() && i < 30; ++i) {
        const ReportAttribute &a = f.attributes[i];
        const qsizetype p = 2 + i * 12;
        b[p] = char(a.id);
        putLe16(b, p + 1, a.flags);
        b[p + 3] = char(a.value);
        b[p + 4] = char(a.worst);
        for (int k = 0; k < 6; ++k)
            b[p + 5 + k] = char((raws[i] >> (8 * k)) & 0xFF);
    }
    b[367] = char(f.selfTests.isEmpty() ? 0x00 : 0x10); // self-test supported
    putLe16(b, 368, 0x0003);
    b[370] = char(f.errorCount ? 0x01 : 0x00); // error logging supported
    checksum(b);
    return b;
}

QByteArray thresholdBytes(const ReportFacts &f)
{
    QByteArray b(Health::kAtaSectorSize, '\0');
    bool any = false;
    putLe16(b, 0, 0x0010);
    for (qsizetype i = 0; i < f.attributes.size() && i < 30; ++i) {
        b[2 + i * 12] = char(f.attributes[i].id);
        b[2 + i * 12 + 1] = char(f.attributes[i].threshold.value_or(0));
        any = any || f.attributes[i].threshold.has_value();
    }
    checksum(b);
    return any ? b : QByteArray();
}

// Log 06h (ACS-3 9.22): 21 entries of 24 bytes from byte 2, byte 508 the newest's index.
QByteArray selfTestLogBytes(const ReportFacts &f)
{
    QByteArray b(Health::kAtaSectorSize, '\0');
    putLe16(b, 0, 0x0001);
    const int n = int(qMin<qsizetype>(f.selfTests.size(), 21));
    for (int k = 0; k < n; ++k) {
        const Health::SelfTestEntry &e = f.selfTests[k];
        const qsizetype p = 2 + qsizetype(n - 1 - k) * 24;
        b[p] = char(e.subcommand);
        b[p + 1] = char((e.status << 4) | qBound(0, e.remainingPercent / 10, 15));
        putLe16(b, p + 2, quint16(e.lifetimeHours));
        qToLittleEndian<quint32>(e.failingLba, b.data() + p + 5);
    }
    b[508] = char(n);
    checksum(b);
    return b;
}

// Log 01h (ACS-3 9.21): 5 error data structures of 90 bytes from byte 2, each with its
// life timestamp in bytes 88-89; byte 1 the newest's index; bytes 453:452 the count.
QByteArray errorLogBytes(const ReportFacts &f)
{
    QByteArray b(Health::kAtaSectorSize, '\0');
    b[0] = 0x01;
    const int n = int(qMin<qsizetype>(f.errorHours.size(), 5));
    for (int k = 0; k < n; ++k) {
        const qsizetype p = 2 + qsizetype(n - 1 - k) * 90;
        b[p + 60 + 1] = 0x04; // ERROR: ABORT, so the structure is not all zero
        putLe16(b, p + 88, quint16(f.errorHours[k]));
    }
    b[1] = char(n);
    putLe16(b, 452, quint16(qBound(0, f.errorCount.value_or(n), 0xFFFF)));
    checksum(b);
    return b;
}

// Each attribute's 48 bits: as the report holds them, or read back from its text through
// the dialect of the model (rawtext.h).
QList<quint64> rawValues(const ReportFacts &f)
{
    const Health::DialectDatabase &db = Health::DialectDatabase::builtIn();
    const Health::DriveFamily *family = db.match(f.model, f.firmware);
    QList<quint64> raws;
    for (const ReportAttribute &a : f.attributes)
        raws << (a.raw ? *a.raw : rawFromText(a.rawText, db.attribute(family, a.id).format));
    return raws;
}

Result<Health::HealthSummary> judgeAta(const ReportFacts &f, const QString &subject)
{
    const QByteArray identify = identifyBytes(f);
    const QByteArray data = smartDataBytes(f, rawValues(f));
    const QByteArray thresholds = thresholdBytes(f);
    const QByteArray selfTests = f.selfTests.isEmpty() ? QByteArray() : selfTestLogBytes(f);
    const QByteArray errors = f.errorCount ? errorLogBytes(f) : QByteArray();
    const auto replay = [&](const Ata::AtaCdb16 &, QByteArray *dataIn,
                            const QString &command) -> Result<Ata::AtaReply> {
        const auto give = [&](const QByteArray &bytes) -> Result<Ata::AtaReply> {
            if (bytes.isEmpty())
                return Error{subject, command, EOPNOTSUPP};
            *dataIn = bytes;
            return Ata::AtaReply{};
        };
        if (command == QLatin1String("SMART RETURN STATUS")) {
            Ata::AtaReply reply;
            if (f.smartPassed) // LBA 23:8 = C24Fh good, 2CF4h threshold exceeded (ACS-3 7.44.8)
                reply.registers = Ata::AtaRegisters{.lba = *f.smartPassed ? 0xC24F00u : 0x2CF400u};
            return reply;
        }
        if (command == QLatin1String("IDENTIFY DEVICE"))
            return give(identify);
        if (command == QLatin1String("SMART READ DATA"))
            return give(data);
        if (command == QLatin1String("SMART READ THRESHOLDS"))
            return give(thresholds);
        if (command == QLatin1String("SMART READ LOG 06h"))
            return give(selfTests);
        if (command == QLatin1String("SMART READ LOG 01h"))
            return give(errors);
        return Error{subject, command, EOPNOTSUPP};
    };
    Result<Health::AtaHealth> health = Health::readAtaHealthWith(replay, subject);
    if (!health)
        return health.error();
    Health::HealthSummary s = health->summary;
    s.records.refused.clear(); // a report that lacks a log is not a drive that refused it
    return s;
}

} // namespace

Result<Health::HealthSummary> judgeReport(const ReportFacts &f, const QString &subject)
{
    Result<Health::HealthSummary> s = Error{subject, {}, EINVAL};
    if (f.nvmeLog) {
        Health::HealthSummary h = Health::summarizeNvmeHealth(subject, *f.nvmeLog);
        h.records.nvmeHealthLog = nvmeHealthLogBytes(*f.nvmeLog);
        s = h;
    } else if (!f.attributes.isEmpty()) {
        s = judgeAta(f, subject);
    } else if (f.farm) {
        Health::HealthSummary farmOnly; // smartctl -l farm: no verdict, only the clocks
        farmOnly.device = subject;
        s = farmOnly;
    } else {
        return notAReport(subject);
    }
    if (s) {
        s.value().source = reportSourceText(f.format);
        s.value().fromReport = true;
        s.value().farm = f.farm;
    } else
        qCInfo(lcDriveReport) << subject << "could not be judged:" << s.error().message;
    return s;
}

} // namespace DriveProof::DriveReport
