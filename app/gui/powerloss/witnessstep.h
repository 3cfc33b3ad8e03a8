// Step 2 of the power-loss wizard: the witness. Either another computer (its address and
// the pairing code it shows, typed here) or practice on this computer against a simulated
// drive that is honest or lies, where FUSE is available.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace DriveProof::Gui {

class Notice;

class PowerLossWitnessStep : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossWitnessStep(QWidget *parent = nullptr);

    bool isComplete() const;
    bool practice() const;
    bool practiceLies() const; // the simulated drive loses acknowledged writes
    QString address() const;
    QString pairingCode() const; // canonical, empty when not a code

    QRadioButton *remoteButton() const { return m_remote; }
    QRadioButton *practiceButton() const { return m_practice; }
    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *codeEdit() const { return m_code; }
    QComboBox *practiceDriveCombo() const { return m_practiceDrive; }

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void update();

    QString m_practiceUnavailable; // why practice cannot run here; empty when it can

    QLabel *m_title;
    QLabel *m_intro;
    QRadioButton *m_remote;
    QLabel *m_addressLabel;
    QLineEdit *m_address;
    QLabel *m_codeLabel;
    QLineEdit *m_code;
    QLabel *m_howTo;
    QRadioButton *m_practice;
    QLabel *m_practiceText;
    QLabel *m_practiceDriveLabel;
    QComboBox *m_practiceDrive;
    Notice *m_problem;
};

} // namespace DriveProof::Gui
