// Results keep codes and numbers and are worded when shown (issue 22): a quick check and a
// commit test run through the real engine under the German catalogue, kept in a history
// folder of the test's own, read back under Arabic and English, say their lines in that
// language (the history's summary, the CSV, driveproof-cli compare), never in German. A file
// with a key this version does not know shows its stored label; a file written before the
// codes (German labels and reasons only) still loads.
#include "common/translations.h"
#include "device/inventory.h"
#include "report/history.h"
#include "report/measurementtext.h"
#include "report/testresultjson.h"
#include "suites/runerror.h"
#include "suites/runplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

bool use(const QString &language)
{
    QLocale::setDefault(localeForLanguage(language));
    return installLanguage(*QCoreApplication::instance(), language);
}

bool hasArabicLetter(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0620 && c.unicode() <= 0x064a; });
}

Suites::TestPlan plan(Suites::Family family, const QString &folder, const QString &history,
                      const QStringList &only)
{
    Suites::TestPlan p;
    p.family = family;
    p.target.kind = Suites::TargetKind::Folder;
    p.target.path = folder;
    p.target.sizeBytes = 16ull << 20;
    p.options.duration = std::chrono::milliseconds(150);
    p.options.only = only;
    p.historyRoot = history;
    p.inhibitSleep = false;
    return p;
}

} // namespace

class TestResultLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void germanRunReadsInArabicAndEnglish();
    void cliCompareSpeaksTheReadersLanguage();
    void cliHistorySpeaksTheReadersLanguage();
    void unknownKeysAndOldFilesShowWhatTheyHold();
    void skippedReasonsAreSaidAgain();
    void runErrorsAreSaidAgain();
    void everyRunErrorIsWorded();
    void cleanupTestCase() { QVERIFY(use(u"en"_s)); }

private:
    QTemporaryDir m_folder;
    QTemporaryDir m_history;
    QStringList m_paths; // the German runs' files: quick, commit
};

// driveproof-cli in Arabic, whatever this machine's locale, with its data folder at `data`.
static QProcessEnvironment arabicCliEnvironment(const QString &data)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LC_ALL"_s, u"LC_MESSAGES"_s, u"LANG"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LANGUAGE"_s, u"ar"_s);
    env.insert(u"XDG_DATA_HOME"_s, data);
    return env;
}

void TestResultLanguage::initTestCase()
{
    QVERIFY(m_folder.isValid() && m_history.isValid());
    QVERIFY(use(u"de"_s));
    const Suites::RunOutcome quick =
        Suites::runPlan(plan(Suites::Family::Quick, m_folder.path(), m_history.path(),
                             {u"seq1mq8t1.read"_s, u"rnd4kq1t1.write"_s}),
                        {}, Suites::CancelFlag{false});
    QVERIFY2(quick.result.error.isEmpty(), qPrintable(quick.result.error));
    QVERIFY2(!quick.historyPath.isEmpty(), qPrintable(quick.historyError));
    const Suites::RunOutcome commit = Suites::runPlan(
        plan(Suites::Family::Commit, m_folder.path(), m_history.path(),
             {u"commit.s1.fdatasync"_s, u"commit.s3.open_sync.4x4k"_s, u"commit.s5.write"_s}),
        {}, Suites::CancelFlag{false});
    QVERIFY2(commit.result.error.isEmpty(), qPrintable(commit.result.error));
    QVERIFY2(!commit.historyPath.isEmpty(), qPrintable(commit.historyError));
    m_paths = {quick.historyPath, commit.historyPath};
    // The files hold the German labels, for people reading them.
    QCOMPARE(quick.result.measurements.size(), 2);
    QCOMPARE(commit.result.measurements.size(), 3);
    QCOMPARE(commit.result.measurements.at(0).label, u"fdatasync, 1 × 8 kB pro Commit"_s);
    QVERIFY(!quick.result.measurements.at(0).label.contains(u"read"_s));
}

void TestResultLanguage::germanRunReadsInArabicAndEnglish()
{
    const Report::HistoryStore store(m_history.path());
    QVERIFY(use(u"ar"_s));
    QList<Report::HistoryEntry> entries;
    for (const QString &drive : store.drives())
        entries += store.list(drive);
    QCOMPARE(entries.size(), 2);
    for (const QString &path : std::as_const(m_paths)) {
        const Result<Report::TestResult> loaded = store.load(path);
        QVERIFY2(loaded.ok(), qPrintable(path));
        const QString csv = Report::testResultToCsv(loaded.value());
        QStringList shown;
        for (const Report::Measurement &m : loaded->measurements) {
            const QString arabic = Report::measurementLabel(m);
            // "open_sync، ٤ × ٤ kB": Arabic by its comma and digits only.
            QVERIFY2(arabic != m.label, qPrintable(arabic));
            QVERIFY2(csv.contains(arabic), qPrintable(csv));
            QVERIFY2(!csv.contains(m.label), qPrintable(m.label));
            shown << arabic;
        }
        QVERIFY2(std::any_of(shown.cbegin(), shown.cend(), hasArabicLetter),
                 qPrintable(shown.join(u'|')));
        // The history's line names its headline in Arabic, not in the German of the run.
        const auto entry = std::find_if(entries.cbegin(), entries.cend(),
                                        [&](const auto &e) { return e.path == path; });
        QVERIFY(entry != entries.cend());
        QVERIFY2(std::any_of(shown.cbegin(), shown.cend(),
                             [&](const QString &s) { return entry->summary.contains(s); }),
                 qPrintable(entry->summary));
        for (const Report::Measurement &m : loaded->measurements)
            QVERIFY2(!entry->summary.contains(m.label), qPrintable(entry->summary));
    }

    QVERIFY(use(u"en"_s));
    QStringList english;
    for (const QString &path : std::as_const(m_paths)) {
        const Result<Report::TestResult> loaded = store.load(path);
        QVERIFY(loaded.ok());
        for (const Report::Measurement &m : loaded->measurements)
            english << Report::measurementLabel(m);
    }
    QCOMPARE(english, (QStringList{u"SEQ1M Q8T1 read"_s, u"RND4K Q1T1 write"_s,
                                   u"fdatasync, 1 × 8 kB per commit"_s, u"open_sync, 4 × 4 kB"_s,
                                   u"write, no sync (baseline, not durable)"_s}));
    const Result<Report::TestResult> commit = store.load(m_paths.at(1));
    QVERIFY(commit.ok());
    const QString summary = Report::HistoryStore::summary(commit.value());
    QVERIFY2(summary.contains(u"fdatasync, 1 × 8 kB per commit: "_s), qPrintable(summary));
}

void TestResultLanguage::cliCompareSpeaksTheReadersLanguage()
{
    if (!QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable())
        QSKIP("driveproof-cli is not built");
    QVERIFY(use(u"ar"_s));
    const Result<Report::TestResult> run = Report::HistoryStore().load(m_paths.at(1));
    QVERIFY(run.ok());
    // nothing of the user's is read
    const QProcessEnvironment env = arabicCliEnvironment(m_history.path());
    for (const bool json : {false, true}) {
        QProcess p;
        p.setProcessEnvironment(env);
        QStringList args{u"compare"_s, m_paths.at(1), m_paths.at(1)};
        if (json)
            args << u"--json"_s;
        p.start(QStringLiteral(DRIVEPROOF_CLI), args);
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        if (json) {
            const QJsonArray lines =
                QJsonDocument::fromJson(out.toUtf8()).object().value(u"lines"_s).toArray();
            QCOMPARE(lines.size(), 3);
            QCOMPARE(lines.at(0).toObject().value(u"label"_s).toString(),
                     Report::measurementLabel(run->measurements.at(0)));
        }
        for (const Report::Measurement &m : run->measurements) {
            QVERIFY2(!out.contains(m.label), qPrintable(out));
            QVERIFY2(out.contains(Report::measurementLabel(m)), qPrintable(out));
        }
        if (!json) { // the A:/B: lines name the test in words, not by its key
            const QString title = Suites::familyTitle(*Suites::familyFromKey(run->family));
            QVERIFY2(out.contains(title), qPrintable(out));
            QVERIFY2(!out.contains(u' ' + run->family + u' '), qPrintable(out));
        }
    }
}

// `history DEVICE` for a drive of this machine (only read, to find it): the German commit run
// is filed under its key in a data folder of the test's own and listed in Arabic.
void TestResultLanguage::cliHistorySpeaksTheReadersLanguage()
{
    if (!QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable())
        QSKIP("driveproof-cli is not built");
    const QList<Device::DeviceInfo> devices = Device::Inventory().devices();
    if (devices.isEmpty())
        QSKIP("this machine lists no drive");
    const Device::DeviceInfo &disk = devices.constFirst();
    QTemporaryDir data;
    QVERIFY(data.isValid());
    const QString folder =
        data.filePath(u"driveproof/history/"_s + Report::HistoryStore::driveKey(disk));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(m_paths.at(1), folder + u'/' + QFileInfo(m_paths.at(1)).fileName()));

    QVERIFY(use(u"ar"_s));
    const Result<Report::TestResult> run = Report::HistoryStore().load(m_paths.at(1));
    QVERIFY(run.ok());
    const QProcessEnvironment env = arabicCliEnvironment(data.path());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DRIVEPROOF_CLI), {u"history"_s, disk.path});
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
    // The summary names the fdatasync line (the headline of a commit run) in Arabic.
    QVERIFY2(out.contains(Report::measurementLabel(run->measurements.at(0))), qPrintable(out));
    for (const Report::Measurement &m : run->measurements)
        QVERIFY2(!out.contains(m.label), qPrintable(out));
    QVERIFY2(!out.contains(u" commit "_s), qPrintable(out)); // the test by its name, not key
}

void TestResultLanguage::unknownKeysAndOldFilesShowWhatTheyHold()
{
    QFile file(m_paths.at(1));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray lines = object.value(u"measurements"_s).toArray();
    QCOMPARE(lines.size(), 3);
    // As an earlier version wrote them: no skipped_code, no skipped_arguments.
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QJsonObject line = lines.at(i).toObject();
        line.remove(u"skipped_code"_s);
        line.remove(u"skipped_arguments"_s);
        lines[i] = line;
    }
    // A line a newer version runs, and a line an older version skipped, in German.
    QJsonObject future = lines.at(0).toObject();
    future[u"key"_s] = u"commit.s9.io_uring_fsync"_s;
    future[u"label"_s] = u"io_uring-fsync, 1 × 8 kB pro Commit"_s;
    lines[0] = future;
    QJsonObject skipped = lines.at(1).toObject();
    skipped[u"skipped_reason"_s] = u"Übersprungen: dieses Dateisystem kann kein O_DIRECT."_s;
    lines[1] = skipped;
    object[u"measurements"_s] = lines;
    const QString old = m_folder.filePath(u"old-result.json"_s);
    QFile out(old);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(object).toJson());
    out.close();

    QVERIFY(use(u"en"_s));
    const Result<Report::TestResult> loaded = Report::HistoryStore().load(old);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    const QList<Report::Measurement> &m = loaded->measurements;
    QCOMPARE(Report::measurementLabel(m.at(0)), u"io_uring-fsync, 1 × 8 kB pro Commit"_s);
    QCOMPARE(Report::measurementLabel(m.at(1)), u"open_sync, 4 × 4 kB"_s);
    QCOMPARE(Report::skippedText(m.at(1)),
             u"Übersprungen: dieses Dateisystem kann kein O_DIRECT."_s);
    QCOMPARE(Report::measurementLabel(m.at(2)), u"write, no sync (baseline, not durable)"_s);
    QCOMPARE(Report::skippedText(m.at(2)), QString());
    // A cache A/B line of a newer version keeps its stored label and says the cache was off.
    QCOMPARE(Report::measurementLabel(u"cache-off.commit.s9.x"_s, u"x, 1 × 8 kB"_s),
             u"x, 1 × 8 kB (cache off)"_s);
    QCOMPARE(Report::measurementLabel(u"no.such.key"_s), u"no.such.key"_s);
}

void TestResultLanguage::skippedReasonsAreSaidAgain()
{
    Report::Measurement m;
    m.key = u"commit.s3.open_sync.16x1k"_s;
    m.skippedCode = u"direct-io-below-block"_s;
    m.skippedArguments = {u"1024"_s, u"4096"_s};
    QVERIFY(use(u"de"_s));
    m.skippedReason = Report::skippedText(m);
    m.label = Report::measurementLabel(m);
    QVERIFY2(m.skippedReason.startsWith(u"Übersprungen"_s), qPrintable(m.skippedReason));
    // Through the JSON and back, then in English.
    Report::TestResult r;
    r.id = u"0123456789abcdef"_s;
    r.family = u"commit"_s;
    r.measurements << m;
    const Result<Report::TestResult> back = Report::testResultFromJson(Report::testResultToJson(r));
    QVERIFY(back.ok());
    QCOMPARE(back->measurements.at(0).skippedCode, m.skippedCode);
    QCOMPARE(back->measurements.at(0).skippedArguments, m.skippedArguments);
    QVERIFY(use(u"en"_s));
    QCOMPARE(Report::skippedText(back->measurements.at(0)),
             u"Skipped: O_DIRECT writes of 1,024 bytes are smaller than the device's logical "
             "block size (4,096 bytes)."_s);
    QCOMPARE(Report::measurementLabel(back->measurements.at(0)), u"open_sync, 16 × 1 kB"_s);
    // An unknown code (a newer version's) shows the stored text.
    Report::Measurement newer = m;
    newer.skippedCode = u"zoned-device"_s;
    QCOMPARE(Report::skippedText(newer), m.skippedReason);
}

// A run that stopped on an error in German says why in English and Arabic when read back;
// the system's words for the errno and the line's label are said again too.
void TestResultLanguage::runErrorsAreSaidAgain()
{
    QVERIFY(use(u"de"_s));
    Report::TestResult r;
    r.id = u"0123456789abcdef"_s;
    r.family = u"commit"_s;
    Report::Measurement m;
    m.key = u"commit.s1.fdatasync"_s;
    m.label = Report::measurementLabel(m);
    r.measurements << m;
    Suites::setRunError(r, QLatin1String(Suites::RunError::kWriteFailed),
                        {m.key, u"/dev/sdz"_s, QString::number(EIO)});
    const QString german = r.error;
    const Result<Report::TestResult> back = Report::testResultFromJson(Report::testResultToJson(r));
    QVERIFY(back.ok());
    QCOMPARE(back->errorCode, r.errorCode);
    QCOMPARE(back->errorArguments, r.errorArguments);
    QCOMPARE(back->error, german);

    QVERIFY(use(u"en"_s));
    const QString english = Suites::runErrorText(back.value());
    QCOMPARE(english, u"The commit test stopped at \"%1\": writing to /dev/sdz failed: %2."_s.arg(
                          Report::measurementLabel(m), QString::fromLocal8Bit(strerror(EIO))));
    QVERIFY(english != german);
    QVERIFY(use(u"ar"_s));
    QVERIFY2(hasArabicLetter(Suites::runErrorText(back.value())),
             qPrintable(Suites::runErrorText(back.value())));

    // A file from before the codes, and a newer version's code: the stored sentence.
    Report::TestResult old = back.value();
    old.errorCode.clear();
    old.errorArguments.clear();
    QCOMPARE(Suites::runErrorText(old), german);
    old.errorCode = u"zoned-device"_s;
    QCOMPARE(Suites::runErrorText(old), german);
    // An error worded elsewhere (the helper's refusal) has no code and is shown as stored.
    Report::TestResult refused;
    refused.error = u"Nicht erlaubt"_s;
    QCOMPARE(Suites::runErrorText(refused), refused.error);
}

// The table walked: every code has a sentence in English, and the German catalogue says it in
// German (a code added without its words, or without translations, fails here).
void TestResultLanguage::everyRunErrorIsWorded()
{
    Report::TestResult r;
    Report::Measurement skipped;
    skipped.key = u"commit.s1.fdatasync"_s;
    skipped.skippedCode = u"direct-io-unsupported"_s;
    r.measurements << skipped;
    const QStringList arguments{skipped.key, u"/dev/sdz"_s, QString::number(EIO)};
    for (const QString &code : Suites::runErrorCodes()) {
        QVERIFY(use(u"en"_s));
        const QString english = Suites::runErrorText(code, arguments, &r);
        QVERIFY2(!english.isEmpty(), qPrintable(code));
        QVERIFY(use(u"de"_s));
        const QString german = Suites::runErrorText(code, arguments, &r);
        QVERIFY2(german != english, qPrintable(code + u": "_s + german));
    }
    QVERIFY(use(u"en"_s));
    QVERIFY(Suites::runErrorText(u"no-such-code"_s, arguments, &r).isEmpty());
}

QTEST_GUILESS_MAIN(TestResultLanguage)
#include "tst_resultlanguage.moc"
