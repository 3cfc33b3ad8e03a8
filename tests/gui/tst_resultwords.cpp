// A result made in German reads in Arabic when the window is in Arabic (issue 22): the
// lines' names on the result page (numbers, commit chart, time chart) and in Compare (table
// and chart) are worded from their keys in the language chosen now, never taken from the
// German labels the file holds, and they follow a switch of language while shown.
#include "charts/commitchart.h"
#include "charts/comparechart.h"
#include "charts/timeserieschart.h"
#include "drivetests/comparepage.h"
#include "drivetests/numberstable.h"
#include "drivetests/resultcharts.h"
#include "drivetests/resultpage.h"
#include "testpages.h"

#include "report/history.h"
#include "report/measurementtext.h"

#include <QTableWidget>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

bool use(const QString &language)
{
    QLocale::setDefault(localeForLanguage(language));
    const bool ok = installLanguage(*QCoreApplication::instance(), language);
    QCoreApplication::processEvents(); // the LanguageChange events
    return ok;
}

Report::Measurement line(const QString &key, double rate)
{
    Report::Measurement m;
    m.key = key;
    m.label = Report::measurementLabel(key); // in the language of the run
    const bool commit = key.contains(u"commit."_s);
    m.operation = commit ? u"commit"_s : u"read"_s;
    m.method = commit ? u"fdatasync"_s : QString();
    m.writesPerCommit = commit ? 1 : 0;
    m.durable = commit;
    m.blockSize = commit ? 8192 : 1 << 20;
    m.ops = 1000;
    m.seconds = 1.0;
    m.iops = commit ? rate : rate / (1 << 20);
    m.bytesPerSecond = commit ? rate * 8192 : rate;
    for (int i = 0; i < 5; ++i)
        m.intervals << Report::IntervalPoint{0.1 * i, 0.1 * (i + 1), m.iops, m.bytesPerSecond, 0,
                                             0};
    return m;
}

// Made under the German catalogue, kept, and read back as the history page reads it.
Report::TestResult germanRun(const QString &family, const QStringList &keys, const QString &history)
{
    Report::TestResult r;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.family = family;
    r.started = r.finished = QDateTime::currentDateTime();
    r.environment.device = u"loop7"_s;
    r.environment.sizeBytes = 1 << 30;
    for (const QString &key : keys)
        r.measurements << line(key, 500e6);
    const Report::HistoryStore store(history);
    const Result<QString> saved = store.save(r);
    if (!saved)
        return {};
    const Result<Report::TestResult> loaded = store.load(saved.value());
    return loaded ? loaded.value() : Report::TestResult{};
}

template <typename T> T *chartOf(const Gui::ResultPage &page)
{
    for (Gui::Charts::ChartPanel *chart : page.charts()->charts())
        if (auto *found = qobject_cast<T *>(chart))
            return found;
    return nullptr;
}

bool hasArabicLetter(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0620 && c.unicode() <= 0x064a; });
}

} // namespace

class TestResultWords : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void resultPageSpeaksTheWindowsLanguage();
    void compareSpeaksTheWindowsLanguage();
    void cleanupTestCase() { QVERIFY(use(u"en"_s)); }

private:
    QTemporaryDir m_config;
    QTemporaryDir m_history;
    Report::TestResult m_commit;
    Report::TestResult m_quick;
};

void TestResultWords::initTestCase()
{
    QVERIFY(m_config.isValid() && m_history.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QVERIFY(use(u"de"_s));
    m_commit =
        germanRun(u"commit"_s, {u"commit.s1.fdatasync"_s, u"cache-off.commit.s1.fdatasync"_s},
                  m_history.path());
    m_quick = germanRun(u"quick"_s, {u"seq1mq8t1.read"_s, u"rnd4kq1t1.read"_s}, m_history.path());
    QCOMPARE(m_commit.measurements.size(), 2);
    QCOMPARE(m_quick.measurements.size(), 2);
    QCOMPARE(m_commit.measurements.at(0).label, u"fdatasync, 1 × 8 kB pro Commit"_s);
}

void TestResultWords::resultPageSpeaksTheWindowsLanguage()
{
    QVERIFY(use(u"ar"_s));
    Gui::ResultPage page;
    page.resize(1120, 740);
    page.setResult(m_commit);
    const QString fdatasync = Report::measurementLabel(m_commit.measurements.at(0));
    QVERIFY2(hasArabicLetter(fdatasync), qPrintable(fdatasync));
    QCOMPARE(page.numbersTable()->item(0, 0)->text(), fdatasync);
    auto *commits = chartOf<Gui::Charts::CommitChart>(page);
    QVERIFY(commits);
    QVERIFY2(commits->categories().contains(fdatasync),
             qPrintable(commits->categories().join(u'|')));
    for (const QString &name : commits->categories())
        QVERIFY2(!name.contains(u"pro Commit"_s), qPrintable(name));

    page.setResult(m_quick);
    auto *overTime = chartOf<Gui::Charts::TimeSeriesChart>(page);
    QVERIFY(overTime);
    const QString seq = overTime->lineLabel(u"seq1mq8t1.read"_s);
    QVERIFY2(hasArabicLetter(seq) && seq != m_quick.measurements.at(0).label, qPrintable(seq));
    QCOMPARE(page.numbersTable()->item(0, 0)->text(), seq);

    // Back to English while the page is shown: every name follows.
    QVERIFY(use(u"en"_s));
    QCOMPARE(page.numbersTable()->item(0, 0)->text(), u"SEQ1M Q8T1 read"_s);
    QCOMPARE(overTime->lineLabel(u"seq1mq8t1.read"_s), u"SEQ1M Q8T1 read"_s);
    page.setResult(m_commit);
    QCOMPARE(page.numbersTable()->item(0, 0)->text(), u"fdatasync, 1 × 8 kB per commit"_s);
    QVERIFY(commits->categories().contains(u"fdatasync, 1 × 8 kB per commit (cache off)"_s));
}

void TestResultWords::compareSpeaksTheWindowsLanguage()
{
    QVERIFY(use(u"ar"_s));
    Gui::ComparePage page;
    page.setResults(m_quick, m_quick);
    const QString seq = Report::measurementLabel(m_quick.measurements.at(0));
    QVERIFY(hasArabicLetter(seq));
    QCOMPARE(page.table()->item(0, 0)->text(), seq);
    QCOMPARE(page.chart()->categories().size(), 2);
    for (const QString &name : page.chart()->categories()) {
        QVERIFY2(hasArabicLetter(name), qPrintable(name));
        for (const Report::Measurement &m : std::as_const(m_quick.measurements))
            QVERIFY2(!name.contains(m.label.section(u' ', -1)), qPrintable(name));
    }
    QVERIFY(use(u"en"_s));
    QCOMPARE(page.table()->item(0, 0)->text(), u"SEQ1M Q8T1 read"_s);
    QCOMPARE(page.chart()->categories().value(0), u"SEQ1M Q8T1<br>read"_s);
}

QTEST_MAIN(TestResultWords)
#include "tst_resultwords.moc"
