// A language switch is complete (issue 22): after English -> German -> Arabic -> English,
// through Preferences as a person does it, no text anywhere (menus, buttons, labels, tabs,
// combo items, the status bar, chart titles, axes and legends, the dialogs) keeps the
// previous language's words; the windows mirror for Arabic and stop mirroring after it;
// every number field writes the language's decimal sign, and Arabic's fields use one digit
// set. The previous language's words are read from its catalogue (translations/*.ts), never
// written here.
#include "drivepage.h"
#include "drivetests/comparepage.h"
#include "drivetests/pickerpage.h"
#include "drivetests/resultpage.h"
#include "drivetests/resulttiles.h"
#include "drivetests/testwindow.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "testpages.h"

#include "textwalk.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

using namespace TextWalk;

Report::TestResult quickResult()
{
    Report::TestResult r;
    r.family = u"quick"_s;
    r.environment.device = u"sda"_s;
    r.environment.model = u"ST2000DM008-2FR102"_s;
    r.targetKind = u"temporary-file"_s;
    r.targetPath = u"/tmp/x"_s;
    r.targetSizeBytes = 128ull << 20;
    r.started = QDateTime(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC);
    r.finished = r.started.addSecs(40);
    for (const QString &key : Gui::ResultTiles::keys()) {
        Report::Measurement m;
        m.key = key;
        m.label = key;
        m.operation = key.section(u'.', 1);
        m.random = key.startsWith("rnd"_L1);
        m.blockSize = m.random ? 4096 : 1 << 20;
        m.ops = 1000;
        m.seconds = 2.5;
        m.bytesPerSecond = m.random ? 4096.0 * 25000 : 1048576.0 * 500.5;
        m.iops = m.bytesPerSecond / m.blockSize;
        m.latency.meanUs = 40.5;
        for (int i = 0; i < 20; ++i)
            m.intervals << Report::IntervalPoint{
                i * 0.1, (i + 1) * 0.1, m.iops, m.bytesPerSecond, 0, 0};
        r.measurements << m;
    }
    return r;
}

} // namespace

class TestLanguageWalk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void switchesLeaveNothingBehind();

private:
    QTemporaryDir m_config;
    QTemporaryDir m_sysfs;
};

void TestLanguageWalk::initTestCase()
{
    QVERIFY(m_config.isValid() && m_sysfs.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_config.filePath(u"data"_s)));
    qputenv("LANGUAGE", "en"); // "System default" is English here
    Gui::applyLanguage(QString());
}

void TestLanguageWalk::switchesLeaveNothingBehind()
{
    const Catalogue german = readCatalogue(u"de"_s);
    const Catalogue arabic = readCatalogue(u"ar"_s);
    QVERIFY(german.size() > 500 && arabic.size() > 500);

    QDir(m_sysfs.path()).mkpath(u"sys/block"_s);
    Device::SysfsRoots roots;
    roots.sys = m_sysfs.filePath(u"sys"_s);
    roots.dev = m_sysfs.filePath(u"dev"_s);
    roots.useIoctls = false;
    Gui::MainWindow window(roots, false);
    window.resize(1120, 740);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 30000);
    window.findChild<QAction *>(u"preferencesAction"_s)->trigger();
    Gui::SettingsDialog *dialog = window.preferencesDialog();
    QVERIFY(dialog);
    QComboBox *languages = dialog->languageCombo();

    // The pages as the window shows them at its default size, beside the drive list.
    Gui::DrivePage page; // a loop device: the longest subtitle
    TestPages::showDrive(page, TestDevices::loopDevice());
    Gui::TestWindow tests(TestDevices::sataHdd512e());
    tests.setHistoryRoot(m_config.filePath(u"history"_s));
    Gui::ResultPage result;
    result.setResult(quickResult());
    Gui::ComparePage compare;
    Report::TestResult later = quickResult();
    later.started = later.started.addDays(1);
    compare.setResults(quickResult(), later);
    const QList<QWidget *> windows = {&window, dialog, &page, &tests, &result, &compare};
    for (QWidget *w : {static_cast<QWidget *>(&page), static_cast<QWidget *>(&tests),
                       static_cast<QWidget *>(&result), static_cast<QWidget *>(&compare)}) {
        w->resize(w == &page ? 880 : 1120, 700);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
    }
    const auto everything = [&windows] {
        QList<Shown> all;
        for (QWidget *w : windows)
            all += textsOf(w);
        return all;
    };
    const auto choose = [&](const QString &code) {
        languages->setCurrentIndex(languages->findData(code));
        QTest::qWait(50); // the layouts' requests, as a person would see the result
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 30000);
    };

    QStringList cut = cutTexts(windows);
    QVERIFY2(cut.isEmpty(), qPrintable(u"cut in English:\n"_s + cut.join(u'\n')));
    choose(u"de"_s);
    cut = cutTexts(windows);
    QVERIFY2(cut.isEmpty(), qPrintable(u"cut in German:\n"_s + cut.join(u'\n')));
    QStringList left = leftovers(everything(), {}, german, true);
    QVERIFY2(left.isEmpty(), qPrintable(u"English after German:\n"_s + left.join(u'\n')));
    QStringList numbers = wrongNumbers(windows);
    QVERIFY2(numbers.isEmpty(), qPrintable(numbers.join(u'\n')));

    choose(u"ar"_s);
    cut = cutTexts(windows);
    QVERIFY2(cut.isEmpty(), qPrintable(u"cut in Arabic:\n"_s + cut.join(u'\n')));
    left = leftovers(everything(), german, arabic, false);
    QVERIFY2(left.isEmpty(), qPrintable(u"German after Arabic:\n"_s + left.join(u'\n')));
    QStringList mirrored = wrongDirection(windows, Qt::RightToLeft);
    QVERIFY2(mirrored.isEmpty(), qPrintable(u"not mirrored: "_s + mirrored.join(u", "_s)));
    numbers = wrongNumbers(windows);
    QVERIFY2(numbers.isEmpty(), qPrintable(numbers.join(u'\n')));
    const QStringList backwards = leftToRightParagraphs(windows);
    QVERIFY2(backwards.isEmpty(), qPrintable(backwards.join(u'\n')));

    choose(QString()); // System default: English here
    left = arabicLeft(everything());
    QVERIFY2(left.isEmpty(), qPrintable(u"Arabic after English:\n"_s + left.join(u'\n')));
    mirrored = wrongDirection(windows, Qt::LeftToRight);
    QVERIFY2(mirrored.isEmpty(), qPrintable(u"still mirrored: "_s + mirrored.join(u", "_s)));
    numbers = wrongNumbers(windows);
    QVERIFY2(numbers.isEmpty(), qPrintable(numbers.join(u'\n')));
}

QTEST_MAIN(TestLanguageWalk)
#include "tst_languagewalk.moc"
