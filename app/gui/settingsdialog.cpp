#include "settingsdialog.h"

#include "guitext.h"

#include "preferences.h"

#include "common/translations.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QSettings>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

const QString kLanguageKey = QStringLiteral("language");

QSettings settings()
{
    return QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"));
}

// `choice` is a code of availableLanguages() or empty (the system's language).
void switchTo(const QString &choice)
{
    const QString code = choice.isEmpty() ? preferredLanguage() : choice;
    // Numbers first: widgets read QLocale() when QEvent::LanguageChange makes them rebuild.
    // Numbers and dates follow the language shown (the system's formats where the system
    // speaks that language too): never German words with English numbers.
    QLocale::setDefault(localeForLanguage(code));
    // A widget keeps the locale it was made with: spin boxes would go on writing "2.0" in
    // German. Each window takes the new default and hands it down (QEvent::LocaleChange).
    for (QWidget *window : QApplication::topLevelWidgets())
        if (!window->testAttribute(Qt::WA_SetLocale))
            window->unsetLocale();
    // Arabic and Hebrew mirror the window: the drive list on the right, labels right of their
    // fields, the wizard's buttons reversed. Set here rather than left to Qt's own catalogue
    // (qtbase_ar says "RTL"), which a system without Qt's translations lacks.
    QGuiApplication::setLayoutDirection(QLocale(code).textDirection());
    installLanguage(*QCoreApplication::instance(), code);
}

} // namespace

QString storedLanguage()
{
    const QString code = settings().value(kLanguageKey).toString();
    return availableLanguages().contains(code) ? code : QString();
}

void applyLanguage(const QString &choice)
{
    const QString code = availableLanguages().contains(choice) ? choice : QString();
    QSettings s = settings();
    if (code.isEmpty())
        s.remove(kLanguageKey);
    else
        s.setValue(kLanguageKey, code);
    switchTo(code);
}

void applyStoredLanguage()
{
    switchTo(storedLanguage());
}

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_rateUnitLabel(new QLabel(this))
    , m_rateUnit(new QComboBox(this))
    , m_testSizeLabel(new QLabel(this))
    , m_testSize(new QComboBox(this))
    , m_stepSecondsLabel(new QLabel(this))
    , m_stepSeconds(new QDoubleSpinBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(QString(), QString()); // "System default", named in retranslateUi()
    // Each language in its own name: whoever cannot read the current one still finds theirs.
    for (const QString &code : languagesInMenuOrder())
        m_language->addItem(nativeLanguageName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(storedLanguage())));
    m_language->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_languageLabel->setBuddy(m_language);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::languageChosen);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_rateUnit->setObjectName(QStringLiteral("rateUnitCombo"));
    // Wide enough for each language's words: a switch refills them while the dialog is open
    // (German's "MB/s (Megabytes, 10⁶ Bytes)" was cut to its width in English).
    m_rateUnit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rateUnitLabel->setBuddy(m_rateUnit);
    m_testSize->setObjectName(QStringLiteral("testSizeCombo"));
    m_testSize->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_testSizeLabel->setBuddy(m_testSize);
    m_stepSeconds->setObjectName(QStringLiteral("stepSecondsSpin"));
    m_stepSeconds->setRange(0.1, 600.0); // as the picker allows
    m_stepSeconds->setDecimals(1);
    m_stepSeconds->setSingleStep(1.0);
    m_stepSeconds->setValue(Preferences::defaultStepSeconds());
    m_stepSecondsLabel->setBuddy(m_stepSeconds);
    connect(m_rateUnit, &QComboBox::currentIndexChanged, this,
            [this] { Preferences::setRateUnit(RateUnit(m_rateUnit->currentData().toInt())); });
    connect(m_testSize, &QComboBox::currentIndexChanged, this, [this] {
        Preferences::setDefaultTestSizeBytes(m_testSize->currentData().toULongLong());
    });
    connect(m_stepSeconds, &QDoubleSpinBox::valueChanged, this,
            [](double seconds) { Preferences::setDefaultStepSeconds(seconds); });

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_rateUnitLabel, m_rateUnit);
    form->addRow(m_testSizeLabel, m_testSize);
    form->addRow(m_stepSecondsLabel, m_stepSeconds);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(360);
    retranslateUi();
}

void SettingsDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // Longer words (German) need a wider dialog: grow to fit them, never shrink.
        layout()->activate();
        resize(size().expandedTo(sizeHint()));
    }
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    //: first entry of the language list; %1 the language the system asks for, in its own
    //: name, e.g. "Deutsch"
    m_language->setItemText(0,
                            tr("System default (%1)").arg(nativeLanguageName(preferredLanguage())));
    m_language->setToolTip(tr("The language of DriveProof's windows. A change applies at once "
                              "and is kept for the next start. The system default follows the "
                              "LANGUAGE and LANG environment variables."));
    m_rateUnitLabel->setText(tr("&Transfer rates in:"));
    fillRateUnits();
    m_rateUnit->setToolTip(tr("Drive makers and most benchmarks count a megabyte as 1,000,000 "
                              "bytes; many file managers count a mebibyte, 1,048,576 bytes."));
    m_testSizeLabel->setText(tr("Default test si&ze:"));
    fillTestSizes();
    m_testSize->setToolTip(tr("What the test picker offers first. You can still choose another "
                              "size for each test there."));
    m_stepSecondsLabel->setText(tr("Default time per st&ep (seconds):"));
    m_stepSeconds->setToolTip(tr("How long each measurement of a test runs, as the test picker "
                                 "offers it first."));
}

void SettingsDialog::fillRateUnits()
{
    const QSignalBlocker blocker(m_rateUnit);
    m_rateUnit->clear();
    //: a choice of unit; 1 MB = 1,000,000 bytes
    m_rateUnit->addItem(tr("MB/s (megabytes, 10⁶ bytes)"), int(RateUnit::Megabytes));
    //: a choice of unit; 1 MiB = 1,048,576 bytes
    m_rateUnit->addItem(tr("MiB/s (mebibytes, 2²⁰ bytes)"), int(RateUnit::Mebibytes));
    m_rateUnit->setCurrentIndex(std::max(0, m_rateUnit->findData(int(Preferences::rateUnit()))));
}

void SettingsDialog::fillTestSizes()
{
    const QSignalBlocker blocker(m_testSize);
    m_testSize->clear();
    //: the default test size: each test's own (1 GiB; 4 GiB for the sustained write)
    m_testSize->addItem(tr("Each test's own"), QVariant::fromValue(quint64(0)));
    for (const quint64 bytes : Preferences::testSizeChoices())
        m_testSize->addItem(testSizeText(bytes), QVariant::fromValue(bytes));
    m_testSize->setCurrentIndex(std::max(
        0, m_testSize->findData(QVariant::fromValue(Preferences::defaultTestSizeBytes()))));
}

void SettingsDialog::languageChosen(int index)
{
    applyLanguage(m_language->itemData(index).toString());
}

} // namespace DriveProof::Gui
