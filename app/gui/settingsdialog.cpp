#include "settingsdialog.h"

#include "common/translations.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
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
    // The system default keeps the system's number formats (LC_NUMERIC), as gettext would.
    QLocale::setDefault(choice.isEmpty() ? QLocale::system() : QLocale(code));
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
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(QString(), QString()); // "System default", named in retranslateUi()
    // Each language in its own name: whoever cannot read the current one still finds theirs.
    for (const QString &code : availableLanguages())
        m_language->addItem(nativeLanguageName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(storedLanguage())));
    m_language->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_languageLabel->setBuddy(m_language);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::languageChosen);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
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
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
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
}

void SettingsDialog::languageChosen(int index)
{
    applyLanguage(m_language->itemData(index).toString());
}

} // namespace DriveProof::Gui
