// Preferences: the language DriveProof speaks, "System default" or one it ships, each in its
// own name. A choice applies at once, without a restart (every open window retranslates on
// QEvent::LanguageChange), and is kept in QSettings under "language" for the next start.
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace DriveProof::Gui {

// The stored choice: a code of DriveProof::availableLanguages(), or empty for the system's
// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; see DriveProof::preferredLanguage()).
QString storedLanguage();
// Switches to `choice` now (empty: the system's language) and stores it; "System default"
// removes the key. DriveProof's and Qt's translators are swapped and numbers follow the
// language (QLocale's default). Unknown codes count as the system's language.
void applyLanguage(const QString &choice);
// At start, before any window: the stored choice, else the system's language.
void applyStoredLanguage();

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    // Item 0 is "System default" (data: empty), then one item per language (data: its code).
    QComboBox *languageCombo() const { return m_language; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void languageChosen(int index);

    QLabel *m_languageLabel;
    QComboBox *m_language;
    QDialogButtonBox *m_buttons;
};

} // namespace DriveProof::Gui
