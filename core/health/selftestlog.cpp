// The drive's self-test log as rows (healthrecords.h): ATA log 06h or NVMe log 06h, with
// the results in words.
#include "healthrecords.h"

#include "healthtr.h"
#include "nvmerecords.h"

namespace DriveProof::Health {

namespace {

QString ataKindText(quint8 subcommand)
{
    // ACS-3 Table 133: the LBA field of SMART EXECUTE OFF-LINE IMMEDIATE; 8xh captive.
    switch (subcommand & 0x7F) {
    case 0x00:
        //: kind of drive self-test
        return Tr::tr("Off-line scan");
    case 0x01:
        //: kind of drive self-test
        return Tr::tr("Short");
    case 0x02:
        //: kind of drive self-test
        return Tr::tr("Extended");
    case 0x03:
        //: kind of drive self-test
        return Tr::tr("Conveyance");
    case 0x04:
        //: kind of drive self-test: only the ranges of sectors the host chose
        return Tr::tr("Selective");
    default:
        break;
    }
    //: kind of drive self-test
    return Tr::tr("Vendor specific");
}

QString nvmeKindText(int code)
{
    switch (code) {
    case 1:
        return Tr::tr("Short");
    case 2:
        return Tr::tr("Extended");
    default:
        break;
    }
    return Tr::tr("Vendor specific");
}

} // namespace

QString ataSelfTestStatusText(int status)
{
    // ACS-3 Table 140, self-test execution status values.
    switch (status) {
    case 0:
        return Tr::tr("Completed without error");
    case 1:
        return Tr::tr("Aborted by the host");
    case 2:
        return Tr::tr("Interrupted by a reset");
    case 3:
        return Tr::tr("Could not complete: fatal error");
    case 4:
        return Tr::tr("Failed (part unknown)");
    case 5:
        return Tr::tr("Failed: electrical part");
    case 6:
        return Tr::tr("Failed: servo or seek");
    case 7:
        return Tr::tr("Failed: read error");
    case 8:
        return Tr::tr("Failed: suspected handling damage");
    case 15:
        return Tr::tr("In progress");
    default:
        break;
    }
    //: %1 a status number the standard reserves
    return Tr::tr("Unknown status %1").arg(status);
}

bool ataSelfTestFailed(int status)
{
    return status >= 3 && status <= 8;
}

QString nvmeSelfTestResultText(int result)
{
    // NVMe Base 1.4 Figure 208, Device Self-test Result.
    switch (result) {
    case 0:
        return Tr::tr("Completed without error");
    case 1:
        return Tr::tr("Aborted by the host");
    case 2:
        return Tr::tr("Interrupted by a reset");
    case 3:
        return Tr::tr("Aborted: a namespace was removed");
    case 4:
        return Tr::tr("Aborted: the drive was formatted");
    case 5:
        return Tr::tr("Could not complete: fatal error");
    case 6:
        return Tr::tr("Failed (part unknown)");
    case 7:
        //: %1 the number of the test segment that failed
        return Tr::tr("Failed in segment %1");
    case 8:
        return Tr::tr("Aborted for an unknown reason");
    case 9:
        return Tr::tr("Aborted: the drive was sanitized");
    default:
        break;
    }
    return Tr::tr("Unknown status %1").arg(result);
}

bool nvmeSelfTestFailed(int result)
{
    return result >= 5 && result <= 7;
}

QString selfTestKindText(const QString &protocol, int kindCode)
{
    return protocol == QLatin1String("nvme") ? nvmeKindText(kindCode)
                                             : ataKindText(quint8(kindCode));
}

QString selfTestResultText(const QString &protocol, int resultCode, int segment)
{
    if (protocol != QLatin1String("nvme"))
        return ataSelfTestStatusText(resultCode);
    const QString text = nvmeSelfTestResultText(resultCode);
    return resultCode == 7 ? text.arg(segment) : text;
}

bool selfTestResultFailed(const QString &protocol, int resultCode)
{
    return protocol == QLatin1String("nvme") ? nvmeSelfTestFailed(resultCode)
                                             : ataSelfTestFailed(resultCode);
}

QList<SelfTestRow> selfTestRows(const HealthRecords &records)
{
    QList<SelfTestRow> rows;
    if (const auto ata = parseSelfTestLog(records.ataSelfTestLog)) {
        for (const SelfTestEntry &e : ata.value()) {
            SelfTestRow row;
            row.protocol = QStringLiteral("ata");
            row.kindCode = e.subcommand;
            row.resultCode = e.status;
            row.kind = ataKindText(e.subcommand);
            row.result = ataSelfTestStatusText(e.status);
            row.failed = ataSelfTestFailed(e.status);
            row.running = e.status == 15;
            row.powerOnHours = e.lifetimeHours;
            if (e.status == 7)
                row.failingLba = e.failingLba;
            rows << row;
        }
    }
    if (const auto nvme = parseNvmeSelfTestLog(records.nvmeSelfTestLog)) {
        for (const NvmeSelfTestResult &r : nvme->results) {
            SelfTestRow row;
            row.protocol = QStringLiteral("nvme");
            row.kindCode = r.code;
            row.resultCode = r.result;
            row.segment = r.segment;
            row.kind = nvmeKindText(r.code);
            row.result = nvmeSelfTestResultText(r.result);
            if (r.result == 7)
                row.result = row.result.arg(r.segment);
            row.failed = nvmeSelfTestFailed(r.result);
            row.powerOnHours = r.powerOnHours;
            row.failingLba = r.failingLba;
            rows << row;
        }
    }
    return rows;
}

} // namespace DriveProof::Health
