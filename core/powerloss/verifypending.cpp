// verifyPending() of session.h: the verifier's side after the reboot. The witness holds the
// ledger; this machine holds the area. Both keep the report.
#include "powerloss/session.h"

#include "powerloss/handshake.h"
#include "powerloss/pairing.h"
#include "powerloss/powerlosslog.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/reportjson.h"
#include "powerloss/verifierclient.h"
#include "suites/testtarget.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

// The area, opened read-only. reader stays null when the file or device is gone: that is
// the DEAD_DEVICE finding, not an error of the verification.
struct OpenedArea
{
    std::unique_ptr<Suites::TestTarget> device;
    int fileFd = -1;
    std::unique_ptr<FdAreaReader> reader;
    ~OpenedArea()
    {
        if (fileFd >= 0)
            ::close(fileFd);
    }
};

Result<bool> openArea(const PendingTest &test, OpenedArea &area)
{
    const QString path = test.targetPath;
    if (!QFileInfo::exists(path))
        return true;
    if (test.isDevice) {
        Suites::TargetRequest request;
        request.kind = Suites::TargetKind::Device;
        request.path = path;
        request.direct = true;
        Result<std::unique_ptr<Suites::TestTarget>> opened = Suites::TestTarget::open(request);
        if (!opened)
            return opened.error();
        area.device = std::move(opened.value());
        area.reader = std::make_unique<FdAreaReader>(area.device->suiteTarget().fd);
        return true;
    }
    // O_DIRECT reads the medium, not what the page cache may still hold from before.
    const QByteArray name = QFile::encodeName(path);
    int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_DIRECT);
    if (fd < 0 && errno == EINVAL)
        fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        //: %1 file, %2 the system's error text
        return Error{
            path,
            Tr::tr("Cannot open %1: %2.").arg(path, QString::fromLocal8Bit(std::strerror(error))),
            error};
    }
    area.fileFd = fd;
    area.reader = std::make_unique<FdAreaReader>(fd);
    return true;
}

void say(const std::function<void(const VerifyProgress &)> &progress, const QString &step,
         double fraction)
{
    if (progress)
        progress(VerifyProgress{step, fraction});
}

// Every real test pending has been tried kMaxVerifyAttempts times: stop the autostart entry
// from trying again at every login (the tests stay for `powerloss verify`).
void giveUpAutostartIfStuck()
{
    bool retry = false;
    for (const PendingTest &t : loadPendingTests())
        retry = retry || (!t.practice && t.attempts < kMaxVerifyAttempts);
    if (!retry)
        removeAutostart();
}

Result<VerifyReport> verifyOnce(const PendingTest &test,
                                const std::function<void(const VerifyProgress &)> &progress,
                                const std::atomic<bool> &cancel, const ObservedFacts *observed)
{
    auto code = normalizePairingCode(test.pairingCode);
    if (!code)
        return Error{test.witnessAddress, Tr::tr("The pending test has no valid pairing code."),
                     EINVAL};
    SecretBytes key(pairingKey(*code));
    wipe(*code);

    //: %1 the witness's address
    say(progress, Tr::tr("Fetching the witness's record from %1").arg(test.witnessAddress), 0);
    const Result<Ledger> ledger =
        fetchLedger(test.witnessAddress, key.bytes(), test.runId, 30000, test.witnessSalt);
    if (!ledger)
        return ledger.error();
    if (cancel.load())
        return Error{test.targetPath, Tr::tr("Verification cancelled."), ECANCELED};

    say(progress, Tr::tr("Reading the drive's state"), 0.05);
    const ObservedFacts now = observed ? *observed : observeFacts(test.targetPath);

    //: %1 file or device
    say(progress, Tr::tr("Reading and checking the whole test area on %1").arg(test.targetPath),
        0.1);
    OpenedArea area;
    if (const Result<bool> opened = openArea(test, area); !opened)
        return opened.error();
    // Checked against this machine's own record: the plan, the facts, what was confirmed.
    OwnRecord own{test.parameters, test.facts, test.confirmedSeq, test.receiptSecret};
    const VerifyReport report = verifyArea(area.reader.get(), ledger.value(), own, now);
    wipe(own.receiptSecret);

    say(progress, Tr::tr("Storing the report"), 0.95);
    QJsonObject json = reportToJson(report);
    json.insert(QStringLiteral("run_id"), runIdText(test.runId));
    json.insert(QStringLiteral("target"), test.targetPath);
    json.insert(QStringLiteral("practice"), test.practice);
    // The drive, as the history names drives (its serial), for the fleet exporter.
    json.insert(
        QStringLiteral("drive"),
        QJsonObject{{QStringLiteral("model"), QString::fromStdString(test.facts.deviceModel)},
                    {QStringLiteral("serial"), QString::fromStdString(test.facts.deviceSerial)},
                    {QStringLiteral("capacity_bytes"), double(test.facts.capacityBytes)}});
    json.insert(QStringLiteral("verified_at"),
                QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    const QByteArray bytes = QJsonDocument(json).toJson();
    // The witness keeps a copy; when it cannot be reached now, this machine still has one.
    (void)sendResult(test.witnessAddress, key.bytes(), test.runId, bytes, 10000, test.witnessSalt);
    const QString folder = reportsFolder();
    QSaveFile file(folder + u'/' + runIdText(test.runId) + QStringLiteral(".json"));
    if (!QDir().mkpath(folder) || !file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 ||
        !file.commit())
        // The verdict is still returned and shown; only the copy on this machine is missing.
        qCWarning(lcPowerLoss) << "verifier: cannot store the report in" << file.fileName()
                               << file.errorString();
    qCInfo(lcPowerLoss) << "verifier: run" << runIdText(test.runId) << verdictName(report.verdict)
                        << report.reasons.join(QStringLiteral("; "));

    clearPendingTest(test.runId);
    bool realPending = false;
    for (const PendingTest &t : loadPendingTests())
        realPending = realPending || !t.practice;
    if (!realPending)
        removeAutostart();
    say(progress, Tr::tr("Done"), 1);
    return report;
}

} // namespace

Result<VerifyReport> verifyPending(const PendingTest &pending,
                                   const std::function<void(const VerifyProgress &)> &progress,
                                   const std::atomic<bool> &cancel, const ObservedFacts *observed)
{
    // Counted before the try, so that a crash or a hang counts too.
    PendingTest test = pending;
    ++test.attempts;
    if (QFileInfo::exists(pendingFolder() + u'/' + runIdText(test.runId) + QStringLiteral(".json")))
        (void)savePendingTest(test); // best effort: the count guards autostart, no more
    Result<VerifyReport> result = verifyOnce(test, progress, cancel, observed);
    // Done with the witness: the keys derived from the code go (the code is wiped above).
    forgetDerivedKeys();
    wipe(test.pairingCode);
    wipe(test.receiptSecret);
    if (!result)
        giveUpAutostartIfStuck();
    return result;
}

} // namespace DriveProof::PowerLoss
