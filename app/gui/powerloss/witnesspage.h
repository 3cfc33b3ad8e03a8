// The witness page (docs/powerloss.md §2 "Roles"): this computer as the witness of a power-loss
// test on another one. Start/stop a Witness on ADDRESS:PORT (default 0.0.0.0:7070), the
// pairing code shown large for the person to type on the computer under test, and the runs
// it serves: connected or silent, commits recorded, the moment the writer went silent (the
// estimated cut) and whether the final result arrived. The Witness runs on its own thread;
// the page polls its snapshot five times a second.
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace DriveProof::PowerLoss {
class Witness;
struct WitnessEvent;
} // namespace DriveProof::PowerLoss

namespace DriveProof::Gui {

class Notice;

class WitnessPage : public QWidget
{
    Q_OBJECT
public:
    explicit WitnessPage(QWidget *parent = nullptr);
    ~WitnessPage() override; // stops the witness: its journals are synced

    // Where the journals go; default $XDG_DATA_HOME/driveproof/witness. Before start.
    void setJournalRoot(const QString &folder);
    QString journalRoot() const { return m_journalRoot; }

    // Start with the address in the field and the code shown; false (and the page says
    // why) when it cannot listen there.
    bool startWitness();
    void stopWitness();
    bool isServing() const;
    std::uint16_t port() const { return m_port; }
    QString pairingCode() const { return m_code; }

    // Reads the witness's snapshot now (the timer does it five times a second).
    void refresh();

    QLineEdit *addressEdit() const { return m_address; }
    QLabel *codeLabel() const { return m_codeLabel; }
    QPushButton *startButton() const { return m_start; }
    QTreeWidget *runList() const { return m_runs; }
    QLabel *statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void retranslate();
    void showState();
    void witnessEvent(const PowerLoss::WitnessEvent &e); // GUI thread

    std::unique_ptr<PowerLoss::Witness> m_witness;
    QString m_journalRoot;
    QString m_code;
    std::uint16_t m_port = 0;
    QString m_lastEvent;
    QTimer m_poll;

    QLabel *m_title;
    QLabel *m_intro;
    QLabel *m_addressLabel;
    QLineEdit *m_address;
    QPushButton *m_start;
    QLabel *m_codeHeading;
    QLabel *m_codeLabel;
    QPushButton *m_newCode;
    QLabel *m_howTo;
    QLabel *m_status;
    Notice *m_error;
    QLabel *m_runsHeading;
    QTreeWidget *m_runs;
    QLabel *m_lastEventLabel;
};

} // namespace DriveProof::Gui
