#include "history.h"

#include "comparison.h"
#include "measurementtext.h"
#include "reporttr.h"
#include "selftesthistory.h"
#include "testresultjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace DriveProof::Report {

Q_LOGGING_CATEGORY(lcHistory, "driveproof.core.report.history", QtWarningMsg)

namespace {

constexpr qsizetype kMaxKeyLength = 120;
constexpr qsizetype kIdChars = 8;

// Keeps [A-Za-z0-9._-] and turns everything else into '_'; a leading dot would hide the
// folder (or make "." / ".."), so it becomes '_' too.
QString sanitize(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const bool plain = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
                           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
                           c == QLatin1Char('.') || c == QLatin1Char('_') || c == QLatin1Char('-');
        out += plain ? c : QLatin1Char('_');
    }
    out.truncate(kMaxKeyLength);
    for (qsizetype i = 0; i < out.size() && out[i] == QLatin1Char('.'); ++i)
        out[i] = QLatin1Char('_');
    return out;
}

QString folderKey(const QString &driveKey)
{
    const QString key = sanitize(driveKey.trimmed());
    return key.isEmpty() ? QStringLiteral("unknown") : key;
}

// <yyyyMMdd-HHmmss>-<family>-<id8>.json, for files whose contents cannot be read.
HistoryEntry entryFromFileName(const QString &path)
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d{8}-\\d{6})-(.*)-([A-Za-z0-9._-]{1,8})\\.json$"));
    HistoryEntry e;
    e.path = path;
    e.readable = false;
    const QRegularExpressionMatch m = re.match(QFileInfo(path).fileName());
    if (m.hasMatch()) {
        // The name holds UTC (HistoryStore::fileName()).
        const QDateTime named =
            QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd-HHmmss"));
        if (named.isValid())
            e.started = QDateTime(named.date(), named.time(), Qt::UTC);
        e.family = m.captured(2);
        e.id = m.captured(3);
    }
    return e;
}

QString idOfFileName(const QString &fileName)
{
    const qsizetype dash = fileName.lastIndexOf(QLatin1Char('-'));
    return dash < 0 ? QString() : fileName.mid(dash + 1).chopped(5); // drop ".json"
}

// The line a history list shows for a commit test: fdatasync with one write per commit is
// the number people compare with pg_test_fsync; else the first line that ran.
const Measurement *headline(const QList<Measurement> &lines)
{
    const Measurement *best = nullptr;
    for (const Measurement &m : lines) {
        if (!m.skippedReason.isEmpty())
            continue;
        if (m.operation == QLatin1String("commit")) {
            if (m.method == QLatin1String("fdatasync") && m.writesPerCommit == 1)
                return &m;
            if (!best)
                best = &m;
        } else if (!best || m.bytesPerSecond > best->bytesPerSecond) {
            best = &m;
        }
    }
    return best;
}

QString headlineText(const Measurement &m)
{
    const QLocale locale;
    const QString label = measurementLabel(m);
    if (m.operation == QLatin1String("commit"))
        //: %1 the line's label, e.g. "fdatasync, 1 × 8 kB"; %2 commits per second
        return Tr::tr("%1: %2 commits/s").arg(label, locale.toString(m.iops, 'f', 0));
    //: %1 the line's label, e.g. "SEQ1M Q8T1 read"; %2 megabytes per second; %3 I/Os per second
    return Tr::tr("%1: %2 MB/s, %3 IOPS")
        .arg(label, locale.toString(m.bytesPerSecond / 1e6, 'f', 1),
             locale.toString(m.iops, 'f', 0));
}

} // namespace

HistoryStore::HistoryStore()
    : HistoryStore(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                   QStringLiteral("/driveproof/history"))
{}

HistoryStore::HistoryStore(const QString &rootPath)
    : m_root(QDir::cleanPath(rootPath))
{}

QString HistoryStore::driveKey(const Environment &env)
{
    // Most specific first: what the drive itself says, then what names it on this machine.
    if (!env.serial.trimmed().isEmpty())
        return folderKey(env.serial);
    if (!env.wwn.trimmed().isEmpty())
        return folderKey(QStringLiteral("wwn-") + env.wwn.trimmed());
    if (!env.backingFile.trimmed().isEmpty())
        return folderKey(QStringLiteral("loop-") + env.backingFile.trimmed());
    const QString device = env.device.trimmed();
    if (!env.model.trimmed().isEmpty()) {
        QString key = env.model.simplified();
        if (env.sizeBytes)
            key += QStringLiteral("-%1").arg(env.sizeBytes);
        if (!device.isEmpty())
            key += QLatin1Char('-') + device;
        return folderKey(key);
    }
    if (!device.isEmpty())
        return folderKey(env.sizeBytes ? QStringLiteral("%1-%2").arg(device).arg(env.sizeBytes)
                                       : device);
    return QStringLiteral("unknown");
}

QString HistoryStore::legacyDriveKey(const Environment &env)
{
    if (!env.serial.trimmed().isEmpty() || env.model.trimmed().isEmpty())
        return {};
    const QString old = folderKey(
        env.sizeBytes ? QStringLiteral("%1-%2").arg(env.model.simplified()).arg(env.sizeBytes)
                      : env.model.simplified());
    return old == driveKey(env) ? QString() : old;
}

namespace {

Environment environmentOf(const Device::DeviceInfo &disk)
{
    // The same fields collectEnvironment() copies from the drive.
    Environment env;
    env.serial = disk.serial;
    env.wwn = disk.wwn;
    env.backingFile = disk.backingFile;
    env.device = disk.name;
    env.model = disk.model;
    env.sizeBytes = quint64(std::max<qint64>(disk.sizeBytes, 0));
    return env;
}

} // namespace

QString HistoryStore::driveKey(const Device::DeviceInfo &disk)
{
    return driveKey(environmentOf(disk));
}

QList<HistoryEntry> HistoryStore::listForDrive(const Device::DeviceInfo &disk) const
{
    const Environment env = environmentOf(disk);
    QList<HistoryEntry> entries = list(driveKey(env));
    if (const QString old = legacyDriveKey(env); !old.isEmpty())
        entries += list(old);
    if (driveKey(env) != QLatin1String("unknown")) {
        // Loop devices and drives without serial or model were all kept here once.
        for (const HistoryEntry &e : list(QStringLiteral("unknown"))) {
            if (!e.readable)
                continue;
            const Result<TestResult> r = load(e.path);
            if (r && !env.device.isEmpty() && r->environment.device == env.device &&
                r->environment.sizeBytes == env.sizeBytes)
                entries.append(e);
        }
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const HistoryEntry &a, const HistoryEntry &b) {
                         if (a.started.isValid() != b.started.isValid())
                             return a.started.isValid();
                         return a.started > b.started;
                     });
    return entries;
}

Result<QString> HistoryStore::find(const QString &idOrPath) const
{
    if (QFileInfo(idOrPath).isFile())
        return QFileInfo(idOrPath).absoluteFilePath();
    const QString id = idOrPath.trimmed();
    QStringList matches;
    if (id.size() >= 4) {
        const QString id8 = sanitize(id).left(kIdChars);
        for (const QString &drive : drives()) {
            const QDir folder(m_root + QLatin1Char('/') + drive);
            for (const QString &name : folder.entryList({QStringLiteral("*.json")}, QDir::Files)) {
                const QString fileId = idOfFileName(name);
                if (!fileId.startsWith(id8) && !id8.startsWith(fileId))
                    continue;
                const QString path = folder.filePath(name);
                if (id.size() <= kIdChars) {
                    matches.append(path);
                    continue;
                }
                const Result<TestResult> loaded = load(path);
                if (loaded && loaded->id.startsWith(id))
                    matches.append(path);
            }
        }
    }
    if (matches.isEmpty())
        //: %1 a result id or file name
        return Error{m_root,
                     Tr::tr("The history holds no result with the id %1, and there is no such "
                            "file. 'driveproof-cli history DEVICE' lists the ids.")
                         .arg(id),
                     0};
    if (matches.size() > 1)
        //: %1 a short result id
        return Error{
            m_root,
            Tr::tr("The id %1 fits several results in the history; give the whole id.").arg(id), 0};
    return matches.constFirst();
}

QString HistoryStore::fileName(const TestResult &result)
{
    QDateTime when = result.started.isValid() ? result.started : result.finished;
    if (!when.isValid())
        when = QDateTime::currentDateTimeUtc();
    const QString family = sanitize(result.family);
    return QStringLiteral("%1-%2-%3.json")
        .arg(when.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss")),
             family.isEmpty() ? QStringLiteral("result") : family,
             sanitize(result.id).left(kIdChars));
}

QString HistoryStore::summary(const TestResult &result)
{
    // No family key ("quick"): the history's "Test" column names the family in words.
    const qsizetype lines = result.measurements.size();
    //: how many measurements (lines of the numbers table) a result has
    QString text = Tr::tr("%n measurement(s)", nullptr, int(lines));
    // A verdict without measurements (a capacity check): its sentence, as it was kept.
    if (lines == 0 && !result.findings.isEmpty() && !result.findings.constFirst().text.isEmpty())
        text = result.findings.constFirst().text.simplified();
    // A drive self-test: said again in this language (selftesthistory.h).
    if (result.family == selfTestFamily() && !result.findings.isEmpty())
        if (const QString again = selfTestText(result.findings.constFirst().arguments);
            !again.isEmpty())
            text = again;
    if (const Measurement *top = headline(result.measurements))
        //: %1 how many measurements, e.g. "9 measurements"; %2 its headline number
        text = Tr::tr("%1; %2").arg(text, headlineText(*top));
    if (!result.error.isEmpty())
        //: %1 the summary so far; a test that stopped on an error
        text = Tr::tr("%1 (stopped by an error)").arg(text);
    else if (result.cancelled)
        //: %1 the summary so far; a test the user cancelled
        text = Tr::tr("%1 (cancelled)").arg(text);
    return text;
}

Result<QString> HistoryStore::save(const TestResult &result) const
{
    if (result.id.isEmpty())
        return Error{m_root, Tr::tr("The result has no id, so it cannot be kept in the history."),
                     0};
    const QString folder = m_root + QLatin1Char('/') + driveKey(result.environment);
    if (!QDir().mkpath(folder))
        //: %1 folder path
        return Error{folder,
                     Tr::tr("Cannot create the history folder %1. Check that your home folder "
                            "is writable.")
                         .arg(folder),
                     0};
    const QString path = folder + QLatin1Char('/') + fileName(result);
    QSaveFile file(path);
    // Compact: the histograms make indented JSON several times larger.
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(testResultToJson(result)).toJson(QJsonDocument::Compact)) < 0 ||
        !file.commit()) {
        qCWarning(lcHistory) << "history: cannot write" << path << file.errorString();
        //: %1 file name, %2 the system's error text
        return Error{path, Tr::tr("Cannot write %1: %2.").arg(path, file.errorString()), 0};
    }
    qCInfo(lcHistory) << "history: kept" << result.family << "result" << result.id << "in" << path;
    return path;
}

QStringList HistoryStore::drives() const
{
    QStringList keys = QDir(m_root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    return keys;
}

QList<HistoryEntry> HistoryStore::list(const QString &driveKey) const
{
    const QDir folder(m_root + QLatin1Char('/') + folderKey(driveKey));
    QList<HistoryEntry> entries;
    for (const QString &name : folder.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = folder.filePath(name);
        const Result<TestResult> loaded = load(path);
        if (!loaded) {
            qCWarning(lcHistory) << "history: cannot read" << path << loaded.error().message;
            HistoryEntry e = entryFromFileName(path);
            e.summary = loaded.error().message;
            entries.append(e);
            continue;
        }
        entries.append(HistoryEntry{loaded->id,
                                    loaded->family,
                                    loaded->started,
                                    path,
                                    summary(loaded.value()),
                                    settingsText(loaded.value()),
                                    true,
                                    {}});
        if (loaded->family == selfTestFamily() && !loaded->findings.isEmpty())
            entries.last().selfTest = loaded->findings.constFirst().arguments;
    }
    // Newest first; undated entries last; the file name breaks ties the same way each time.
    std::sort(entries.begin(), entries.end(), [](const HistoryEntry &a, const HistoryEntry &b) {
        if (a.started.isValid() != b.started.isValid())
            return a.started.isValid();
        if (a.started != b.started)
            return a.started > b.started;
        return a.path > b.path;
    });
    return entries;
}

Result<TestResult> HistoryStore::load(const QString &path) const
{
    return readTestResultFile(path);
}

Result<QString> HistoryStore::remove(const QString &id) const
{
    const QString id8 = sanitize(id).left(kIdChars);
    QStringList matches;
    if (!id8.isEmpty()) {
        for (const QString &drive : drives()) {
            const QDir folder(m_root + QLatin1Char('/') + drive);
            for (const QString &name : folder.entryList(
                     {QLatin1Char('*') + id8 + QStringLiteral(".json")}, QDir::Files)) {
                if (idOfFileName(name) != id8)
                    continue;
                const QString path = folder.filePath(name);
                const Result<TestResult> loaded = load(path);
                if ((loaded && loaded->id == id) || id.size() <= kIdChars)
                    matches.append(path);
            }
        }
    }
    if (matches.isEmpty())
        //: %1 a result id
        return Error{m_root, Tr::tr("The history holds no result with the id %1.").arg(id), 0};
    if (matches.size() > 1)
        //: %1 a short result id
        return Error{
            m_root,
            Tr::tr("The id %1 fits several results in the history; give the whole id.").arg(id), 0};
    QFile file(matches.constFirst());
    if (!file.remove())
        //: %1 file name, %2 the system's error text
        return Error{file.fileName(),
                     Tr::tr("Cannot delete %1: %2.").arg(file.fileName(), file.errorString()), 0};
    QDir().rmdir(QFileInfo(file.fileName()).path()); // the drive's folder, once empty
    return file.fileName();
}

} // namespace DriveProof::Report
