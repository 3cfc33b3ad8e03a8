#include "fleetcollect.h"

#include "device/testlock.h"
#include "privilege/drivecontrol.h"
#include "report/history.h"
#include "report/testresultjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace DriveProof::Report {

namespace {

// Far above a real result (a 24-hour run with 100 ms points is a few MB), as the history's.
constexpr qint64 kMaxResultBytes = qint64(256) << 20;
constexpr qint64 kMaxReportBytes = qint64(64) << 20;
// Files looked at per drive folder and per report folder: the newest ones.
constexpr int kMaxFilesPerFolder = 2000;

QString skipReasonFor(const Error &e)
{
    return e.errnum == EACCES || e.errnum == EPERM ? QLatin1String(SkipReason::NotAuthorized)
                                                   : QLatin1String(SkipReason::ReadFailed);
}

// The kernel's side alone, for a drive that was not asked.
Cache::WriteCacheState kernelOnly(const Device::DeviceInfo &info)
{
    Cache::WriteCacheState s;
    s.device = info.path;
    s.kernelView = info.writeCache;
    s.kernelFua = info.fua;
    s.sources << QStringLiteral("sysfs");
    return s;
}

// Plain files of a folder, newest name first (names start with a UTC time stamp).
QStringList newestFiles(const QString &folder, const QString &pattern)
{
    QStringList names = QDir(folder).entryList({pattern}, QDir::Files | QDir::NoSymLinks,
                                               QDir::Name | QDir::Reversed);
    if (names.size() > kMaxFilesPerFolder)
        names.resize(kMaxFilesPerFolder);
    return names;
}

} // namespace

std::optional<QByteArray> readPlainFile(const QString &path, qint64 maxBytes)
{
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return std::nullopt;
    struct stat st
    {
    };
    QFile file;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > maxBytes ||
        !file.open(fd, QIODevice::ReadOnly, QFile::AutoCloseHandle)) {
        ::close(fd);
        return std::nullopt;
    }
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return std::nullopt;
    return bytes;
}

QString defaultDataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/driveproof");
}

QStringList allUsersDataFolders()
{
    QStringList folders;
    ::setpwent();
    while (const passwd *pw = ::getpwent()) {
        const QString home = QFile::decodeName(pw->pw_dir);
        const QString shell = QFile::decodeName(pw->pw_shell);
        if (home.isEmpty() || home == QLatin1String("/") || home == QLatin1String("/nonexistent") ||
            shell.endsWith(QLatin1String("/nologin")) || shell.endsWith(QLatin1String("/false")))
            continue;
        const QString folder = home + QStringLiteral("/.local/share/driveproof");
        if (QFileInfo(folder).isDir() && !folders.contains(folder))
            folders.append(folder);
    }
    ::endpwent();
    return folders;
}

QList<TestResult> latestResults(const QStringList &dataFolders, const QString &driveKey)
{
    // <yyyyMMdd-HHmmss>-<family>-<id8>.json (HistoryStore::fileName()).
    static const QRegularExpression re(
        QStringLiteral("^(\\d{8}-\\d{6})-(.+)-[A-Za-z0-9._-]{1,8}\\.json$"));
    struct Candidate
    {
        QString stamp;
        QString path;
    };
    QHash<QString, QList<Candidate>> byFamily;
    // HistoryStore::driveKey() is already a plain folder name; refuse anything else.
    const QString &key = driveKey;
    if (key.isEmpty() || key.contains(u'/') || key.startsWith(u'.'))
        return {};
    for (const QString &data : dataFolders) {
        const QString folder = data + QStringLiteral("/history/") + key;
        for (const QString &name : newestFiles(folder, QStringLiteral("*.json"))) {
            const QRegularExpressionMatch m = re.match(name);
            if (m.hasMatch())
                byFamily[m.captured(2)].append({m.captured(1), folder + u'/' + name});
        }
    }
    QList<TestResult> results;
    for (auto it = byFamily.begin(); it != byFamily.end(); ++it) {
        QList<Candidate> &c = it.value();
        std::sort(c.begin(), c.end(), [](const Candidate &a, const Candidate &b) {
            return a.stamp != b.stamp ? a.stamp > b.stamp : a.path > b.path;
        });
        for (const Candidate &candidate : std::as_const(c)) {
            const std::optional<QByteArray> bytes = readPlainFile(candidate.path, kMaxResultBytes);
            const Result<TestResult> result =
                bytes ? testResultFromJsonText(*bytes) : Result<TestResult>(Error{});
            if (result && !result->family.isEmpty()) {
                results.append(result.value());
                break; // the newest readable one of this family
            }
        }
    }
    // One result per family even when two file names disagree with their contents.
    std::sort(results.begin(), results.end(), [](const TestResult &a, const TestResult &b) {
        return a.family != b.family ? a.family < b.family : a.started > b.started;
    });
    results.erase(
        std::unique(results.begin(), results.end(),
                    [](const TestResult &a, const TestResult &b) { return a.family == b.family; }),
        results.end());
    return results;
}

std::optional<PowerLossOutcome> latestPowerLoss(const QStringList &dataFolders,
                                                const QString &driveKey)
{
    std::optional<PowerLossOutcome> latest;
    for (const QString &data : dataFolders) {
        const QString folder = data + QStringLiteral("/powerloss/reports");
        for (const QString &name : newestFiles(folder, QStringLiteral("*.json"))) {
            const std::optional<QByteArray> bytes =
                readPlainFile(folder + u'/' + name, kMaxReportBytes);
            if (!bytes)
                continue;
            const QJsonObject o = QJsonDocument::fromJson(*bytes).object();
            const QJsonObject drive = o.value(QLatin1String("drive")).toObject();
            if (o.value(QLatin1String("practice")).toBool() || drive.isEmpty())
                continue;
            Environment env;
            env.model = drive.value(QLatin1String("model")).toString();
            env.serial = drive.value(QLatin1String("serial")).toString();
            env.sizeBytes = quint64(drive.value(QLatin1String("capacity_bytes")).toDouble());
            if (HistoryStore::driveKey(env) != driveKey)
                continue;
            PowerLossOutcome outcome;
            outcome.verdict = o.value(QLatin1String("verdict")).toString();
            outcome.when = QDateTime::fromString(o.value(QLatin1String("verified_at")).toString(),
                                                 Qt::ISODate);
            if (!outcome.when.isValid())
                outcome.when = QFileInfo(folder + u'/' + name).lastModified();
            if (outcome.verdict.isEmpty())
                continue;
            if (!latest || outcome.when > latest->when)
                latest = outcome;
        }
    }
    return latest;
}

DriveSnapshot collectDrive(const Device::DeviceInfo &info, const CollectOptions &options)
{
    DriveSnapshot d;
    d.info = info;
    const QString lockFolder =
        options.lockFolder.isEmpty() ? Device::testLockFolder() : options.lockFolder;
    {
        // Held while the drive is asked, so that a test starting now waits for us.
        const Device::IdleHold hold(makedev(unsigned(info.major), unsigned(info.minor)),
                                    lockFolder);
        if (hold.testRunning()) {
            d.cacheSkipped = d.healthSkipped = QLatin1String(SkipReason::TestRunning);
        } else if (!Cache::hasDriveLevelCache(info)) {
            d.cacheSkipped = d.healthSkipped = QLatin1String(SkipReason::NotSupported);
        } else {
            if (const Result<Cache::WriteCacheState> cache = Privilege::queryWriteCache(info))
                d.cache = cache.value();
            else
                d.cacheSkipped = skipReasonFor(cache.error());
            if (const Result<Health::HealthSummary> health = Privilege::queryHealth(info))
                d.health = health.value();
            else
                d.healthSkipped = skipReasonFor(health.error());
        }
    }
    if (!d.cache)
        d.cache = kernelOnly(info);
    // Reads the partition table through the block layer, never a drive command.
    d.alignment = Alignment::analyzeDevice(info);
    const QString key = HistoryStore::driveKey(info);
    d.latestResults = latestResults(options.dataFolders, key);
    d.powerLoss = latestPowerLoss(options.dataFolders, key);
    return d;
}

} // namespace DriveProof::Report
