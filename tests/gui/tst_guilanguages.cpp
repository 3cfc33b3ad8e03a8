// The window in every language DriveProof ships, and switching languages at runtime. Each
// string checked is compared with what that language's catalogue (the .qm built from
// translations/driveproof_<lang>.ts) says for it, never with hard-coded words: a string the
// catalogue lacks must show in English, one it has must show translated. German is complete,
// so it is checked for real; the others become as strict as their catalogues fill up. The
// cards' own texts after a switch are in tst_cardlanguages.cpp.
#include "drivelistmodel.h"
#include "drivepage.h"
#include "healthcard.h"
#include "identitycard.h"
#include "mainwindow.h"
#include "partitionscard.h"
#include "settingsdialog.h"
#include "statuspage.h"
#include "testdevices.h"
#include "topologycard.h"
#include "writecachecard.h"

#include "common/biditranslator.h"
#include "common/translations.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <functional>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

constexpr int kProbeTimeoutMs = 30000;

// One string the window shows: its tr() context and source, and where it is shown.
struct Check
{
    const char *context;
    const char *source;
    std::function<QString(const Gui::MainWindow &)> shown;
};

QString menuTitle(const Gui::MainWindow &window, const QString &name)
{
    const auto *menu = window.findChild<QMenu *>(name);
    return menu ? menu->title() : u"(no menu %1)"_s.arg(name);
}

QString actionText(const Gui::MainWindow &window, const QString &name)
{
    const auto *action = window.findChild<QAction *>(name);
    return action ? action->text() : u"(no action %1)"_s.arg(name);
}

const QList<Check> &checks()
{
    static const QList<Check> list = {
        {"DriveProof::Gui::MainWindow", "DriveProof", [](auto &w) { return w.windowTitle(); }},
        {"DriveProof::Gui::MainWindow", "&File",
         [](auto &w) { return menuTitle(w, u"fileMenu"_s); }},
        {"DriveProof::Gui::MainWindow", "&Edit",
         [](auto &w) { return menuTitle(w, u"editMenu"_s); }},
        {"DriveProof::Gui::MainWindow", "&View",
         [](auto &w) { return menuTitle(w, u"viewMenu"_s); }},
        {"DriveProof::Gui::MainWindow", "&Help",
         [](auto &w) { return menuTitle(w, u"helpMenu"_s); }},
        {"DriveProof::Gui::MainWindow", "&Quit",
         [](auto &w) { return actionText(w, u"quitAction"_s); }},
        {"DriveProof::Gui::MainWindow", "&Preferences…",
         [](auto &w) { return actionText(w, u"preferencesAction"_s); }},
        {"DriveProof::Gui::MainWindow", "&Refresh",
         [](auto &w) { return actionText(w, u"refreshAction"_s); }},
        {"DriveProof::Gui::MainWindow", "&About DriveProof",
         [](auto &w) { return actionText(w, u"aboutAction"_s); }},
        {"DriveProof::Gui::MainWindow", "Drives",
         [](auto &w) { return w.driveList()->accessibleName(); }},
        {"DriveProof::Gui::IdentityCard", "Identity",
         [](auto &w) { return w.drivePage()->identityCard()->title(); }},
        {"DriveProof::Gui::TopologyCard", "Topology",
         [](auto &w) { return w.drivePage()->topologyCard()->title(); }},
        {"DriveProof::Gui::WriteCacheCard", "Write cache",
         [](auto &w) { return w.drivePage()->writeCacheCard()->title(); }},
        {"DriveProof::Gui::WriteCacheCard", "Keep after reboot",
         [](auto &w) { return w.drivePage()->writeCacheCard()->persistBox()->text(); }},
        {"DriveProof::Gui::HealthCard", "Health",
         [](auto &w) { return w.drivePage()->healthCard()->title(); }},
        {"DriveProof::Gui::HealthCard", "Reading…",
         [](auto &w) { return w.drivePage()->healthCard()->badgeText(); }},
        {"DriveProof::Gui::PartitionsCard", "Partitions",
         [](auto &w) { return w.drivePage()->partitionsCard()->title(); }},
        {"DriveProof::Gui::PartitionsCard", "Start sector",
         [](auto &w) {
             return w.drivePage()
                 ->partitionsCard()
                 ->table()
                 ->horizontalHeaderItem(Gui::PartitionsCard::StartSectorColumn)
                 ->text();
         }},
        {"DriveProof::Gui::StatusPage", "No drives found",
         [](auto &w) { return w.statusPage()->title(); }},
    };
    return list;
}

// Strings German has had since before the language switch existed: they must be German.
const QStringList kGermanSince1 = {
    u"&File"_s,       u"&View"_s,  u"&Help"_s,      u"Identity"_s,        u"Topology"_s,
    u"Write cache"_s, u"Health"_s, u"Partitions"_s, u"No drives found"_s, u"Start sector"_s};

struct Outcome
{
    QStringList translated; // sources shown as the catalogue translates them
    QStringList english;    // sources the catalogue lacks, shown in English
    QStringList wrong;      // what went wrong, for QVERIFY2
};

// Every check against `catalogue` (empty: English, the source language).
Outcome compare(const Gui::MainWindow &window, const QTranslator *catalogue)
{
    Outcome outcome;
    for (const Check &check : checks()) {
        const QString source = QString::fromUtf8(check.source);
        const QString translation =
            catalogue ? catalogue->translate(check.context, check.source) : QString();
        const QString expected = translation.isEmpty() ? source : translation;
        const QString shown = check.shown(window);
        if (shown != expected)
            outcome.wrong << u"%1 \"%2\": shows \"%3\", expected \"%4\""_s.arg(
                QLatin1String(check.context), source, shown, expected);
        (translation.isEmpty() ? outcome.english : outcome.translated) << source;
    }
    return outcome;
}

// A sysfs with no block devices: the window settles at once, every text known.
Device::SysfsRoots emptyRoots(const QTemporaryDir &root)
{
    QDir(root.path()).mkpath(u"sys/block"_s);
    Device::SysfsRoots roots;
    roots.sys = root.filePath(u"sys"_s);
    roots.dev = root.filePath(u"dev"_s);
    roots.useIoctls = false;
    return roots;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    widget->grab().save(dir + QLatin1Char('/') + name);
}

QSettings settings()
{
    return QSettings(u"DriveProof"_s, u"DriveProof"_s);
}

} // namespace

class TestGuiLanguages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void startsInEachLanguage_data();
    void startsInEachLanguage();
    void switchesAtRuntime();
    void preferencesMenuAndDialog();
    void retranslatesDriveRows();

private:
    QTemporaryDir m_config;
    QTemporaryDir m_sysfs;
};

void TestGuiLanguages::initTestCase()
{
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    // "System default" is English here, whatever the machine says.
    qputenv("LANGUAGE", "en");
    QVERIFY(m_sysfs.isValid());
}

void TestGuiLanguages::init()
{
    Gui::applyLanguage(QString());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestGuiLanguages::startsInEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : availableLanguages()) {
        if (code != "en"_L1)
            QTest::newRow(qPrintable(code)) << code;
    }
}

void TestGuiLanguages::startsInEachLanguage()
{
    QFETCH(QString, language);
    // Loaded as the window loads it (Arabic and Hebrew isolate values, Japanese joins kana).
    const std::unique_ptr<QTranslator> loaded = makeCatalogueTranslator(language);
    QTranslator &catalogue = *loaded;
    QVERIFY2(catalogue.load(u":/i18n/driveproof_"_s + language + u".qm"_s), qPrintable(language));

    // The next start: the choice kept in the settings is applied before any window.
    settings().setValue(u"language"_s, language);
    settings().sync();
    Gui::applyStoredLanguage();
    QCOMPARE(installedLanguage(*QCoreApplication::instance()), language);
    QCOMPARE(QLocale().language(), QLocale(language).language()); // numbers follow

    Gui::MainWindow window(emptyRoots(m_sysfs), false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    const Outcome outcome = compare(window, &catalogue);
    QVERIFY2(outcome.wrong.isEmpty(), qPrintable(outcome.wrong.join(u'\n')));
    if (!outcome.english.isEmpty())
        qInfo("%s: not translated yet, shown in English: %s", qPrintable(language),
              qPrintable(outcome.english.join(u", "_s)));
    saveScreenshot(&window, u"window-%1.png"_s.arg(language));

    // Arabic and Hebrew mirror the window: the drive list on the right of the drive's page.
    const Qt::LayoutDirection direction = QLocale(language).textDirection();
    QCOMPARE(QGuiApplication::layoutDirection(), direction);
    QCOMPARE(window.layoutDirection(), direction);
    const auto *splitter = window.findChild<QSplitter *>(u"mainSplitter"_s);
    QVERIFY(splitter && splitter->count() == 2);
    QVERIFY(splitter->widget(0)->findChild<QListView *>(u"driveList"_s) ||
            splitter->widget(0)->objectName() == "driveList"_L1);
    const int listX = splitter->widget(0)->mapTo(&window, QPoint(0, 0)).x();
    const int pageX = splitter->widget(1)->mapTo(&window, QPoint(0, 0)).x();
    if (direction == Qt::RightToLeft)
        QVERIFY2(listX > pageX, qPrintable(u"list at %1, page at %2"_s.arg(listX).arg(pageX)));
    else
        QVERIFY2(listX < pageX, qPrintable(u"list at %1, page at %2"_s.arg(listX).arg(pageX)));

    if (language == "de"_L1) {
        // Not vacuous: German has these, and they differ from English.
        for (const QString &source : kGermanSince1)
            QVERIFY2(outcome.translated.contains(source), qPrintable(source));
        QVERIFY(menuTitle(window, u"fileMenu"_s) != "&File"_L1);
        QVERIFY(window.drivePage()->identityCard()->title() != "Identity"_L1);
    }
}

void TestGuiLanguages::switchesAtRuntime()
{
    QTranslator german;
    QVERIFY(german.load(u":/i18n/driveproof_de.qm"_s));
    Gui::MainWindow window(emptyRoots(m_sysfs), false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    Outcome outcome = compare(window, nullptr);
    QVERIFY2(outcome.wrong.isEmpty(), qPrintable(outcome.wrong.join(u'\n')));

    // Through the dialog, as a person does it: Edit > Preferences, Language: Deutsch.
    auto *preferences = window.findChild<QAction *>(u"preferencesAction"_s);
    QVERIFY(preferences);
    preferences->trigger();
    Gui::SettingsDialog *dialog = window.preferencesDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QComboBox *combo = dialog->languageCombo();
    combo->setCurrentIndex(combo->findData(u"de"_s));

    QTRY_COMPARE(menuTitle(window, u"fileMenu"_s),
                 german.translate("DriveProof::Gui::MainWindow", "&File"));
    QVERIFY(menuTitle(window, u"fileMenu"_s) != "&File"_L1);
    QVERIFY(window.drivePage()->identityCard()->title() != "Identity"_L1);
    // A change probes again (for the core's sentences): meanwhile the page says so.
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QVERIFY(window.statusPage()->title() != "No drives found"_L1);
    outcome = compare(window, &german);
    QVERIFY2(outcome.wrong.isEmpty(), qPrintable(outcome.wrong.join(u'\n')));
    for (const QString &source : kGermanSince1)
        QVERIFY2(outcome.translated.contains(source), qPrintable(source));
    // Qt's own words switched too: the dialog's Close button (qtbase_de).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), u"Schließen"_s);
    QCOMPARE(settings().value(u"language"_s).toString(), u"de"_s);
    QCOMPARE(QLocale().language(), QLocale::German);
    saveScreenshot(dialog, u"preferences-de.png"_s);

    // And back: "System default" (English here) forgets the choice.
    combo->setCurrentIndex(0);
    QTRY_COMPARE(menuTitle(window, u"fileMenu"_s), u"&File"_s);
    QCOMPARE(window.drivePage()->identityCard()->title(), u"Identity"_s);
    QVERIFY(!settings().contains(u"language"_s));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    outcome = compare(window, nullptr);
    QVERIFY2(outcome.wrong.isEmpty(), qPrintable(outcome.wrong.join(u'\n')));
}

void TestGuiLanguages::preferencesMenuAndDialog()
{
    Gui::MainWindow window(emptyRoots(m_sysfs), false);
    auto *preferences = window.findChild<QAction *>(u"preferencesAction"_s);
    QVERIFY(preferences);
    QVERIFY(!preferences->shortcut().isEmpty());
    const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::Preferences);
    QCOMPARE(preferences->shortcuts(),
             platform.isEmpty() ? QList{QKeySequence(Qt::CTRL | Qt::Key_Comma)} : platform);
    QCOMPARE(preferences->menuRole(), QAction::PreferencesRole);

    Gui::applyLanguage(u"pt_BR"_s);
    Gui::SettingsDialog dialog;
    QComboBox *combo = dialog.languageCombo();
    QCOMPARE(combo->count(), int(availableLanguages().size()) + 1);
    QCOMPARE(combo->itemData(0).toString(), QString());
    QCOMPARE(combo->currentData().toString(), u"pt_BR"_s); // the stored choice
    QCOMPARE(combo->itemText(combo->findData(u"pt_BR"_s)), u"Português (Brasil)"_s);
    QCOMPARE(combo->itemText(combo->findData(u"zh_CN"_s)), u"简体中文"_s);
    QCOMPARE(combo->itemText(combo->findData(u"zh_TW"_s)), u"繁體中文"_s);
    QCOMPARE(combo->itemText(combo->findData(u"de"_s)), u"Deutsch"_s);
    // The system's language (LANGUAGE=en here) is named in the first item, in its own name.
    QVERIFY2(combo->itemText(0).contains("English"_L1), qPrintable(combo->itemText(0)));
    if (qEnvironmentVariableIsSet("DRIVEPROOF_SCREENSHOT_DIR")) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        combo->showPopup();
        saveScreenshot(combo->view()->window(), u"languages.png"_s);
        combo->hidePopup();
    }
}

void TestGuiLanguages::retranslatesDriveRows()
{
    // The machine's own drives: a card's rows, the page header and the sidebar follow too.
    Gui::MainWindow window(Device::SysfsRoots{}, false);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    if (window.driveModel()->rowCount() == 0)
        QSKIP("this machine lists no drives");
    const QLabel *device = window.drivePage()->identityCard()->valueLabel(u"device"_s);
    QVERIFY(device);
    QCOMPARE(device->accessibleName(), u"Device"_s);
    const QLabel *subtitle = window.drivePage()->findChild<QLabel *>(u"driveSubtitle"_s);
    QVERIFY(subtitle);
    const QString englishSubtitle = subtitle->text();
    const QModelIndex first = window.driveModel()->index(0);
    const QString englishTip = first.data(Qt::ToolTipRole).toString();

    QTranslator german;
    QVERIFY(german.load(u":/i18n/driveproof_de.qm"_s));
    const QString germanDevice = german.translate("DriveProof::Gui::IdentityCard", "Device");
    QVERIFY(!germanDevice.isEmpty() && germanDevice != "Device"_L1);
    QSignalSpy changed(window.driveModel(), &QAbstractItemModel::dataChanged);
    Gui::applyLanguage(u"de"_s);
    // The card rebuilds its rows at once; the probe the change starts rebuilds them again.
    QTRY_COMPARE(window.drivePage()->identityCard()->valueLabel(u"device"_s)->accessibleName(),
                 germanDevice);
    QVERIFY(changed.count() > 0);
    QVERIFY(subtitle->text() != englishSubtitle);
    QVERIFY(window.driveModel()->index(0).data(Qt::ToolTipRole).toString() != englishTip);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QCOMPARE(window.drivePage()->identityCard()->valueLabel(u"device"_s)->accessibleName(),
             germanDevice);
    saveScreenshot(&window, u"window-switched-de.png"_s);

    Gui::applyLanguage(QString());
    QTRY_COMPARE(window.drivePage()->identityCard()->valueLabel(u"device"_s)->accessibleName(),
                 u"Device"_s);
    QCOMPARE(subtitle->text(), englishSubtitle);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
}

QTEST_MAIN(TestGuiLanguages)
#include "tst_guilanguages.moc"
