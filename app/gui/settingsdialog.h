// Preferences: the language DriveProof speaks, "System default" or one it ships, each in its
// own name; the unit of transfer rates (MB/s or MiB/s); the test picker's default test size
// and time per step. A choice applies at once, without a restart (every open window
// retranslates on QEvent::LanguageChange; the rest through Gui::Preferences' signals), and is
// kept in QSettings for the next start.
#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
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
    // Data: int(RateUnit).
    QComboBox *rateUnitCombo() const { return m_rateUnit; }
    // Item 0 is "Each test's own" (data: 0), then sizes in bytes.
    QComboBox *testSizeCombo() const { return m_testSize; }
    QDoubleSpinBox *stepSecondsSpin() const { return m_stepSeconds; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void languageChosen(int index);

    void fillRateUnits();
    void fillTestSizes();

    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_rateUnitLabel;
    QComboBox *m_rateUnit;
    QLabel *m_testSizeLabel;
    QComboBox *m_testSize;
    QLabel *m_stepSecondsLabel;
    QDoubleSpinBox *m_stepSeconds;
    QDialogButtonBox *m_buttons;
};

} // namespace DriveProof::Gui
