// Step 5 of the power-loss wizard: after the power cut and the restart. Lists the tests
// that wait for verification (kept on disk when the run started), verifies the first one
// with a progress bar, and says why when it cannot (e.g. the witness is not reachable).
#pragma once

#include "powerloss/session.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace DriveProof::Gui {

class Notice;

class PowerLossVerifyStep : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossVerifyStep(QWidget *parent = nullptr);

    void setPending(const QList<PowerLoss::PendingTest> &pending);
    const QList<PowerLoss::PendingTest> &pending() const { return m_pending; }
    void setBusy(bool busy);
    void showProgress(const PowerLoss::VerifyProgress &progress);
    void showError(const QString &text);

    QLabel *pendingLabel() const { return m_list; }
    QPushButton *verifyButton() const { return m_verify; }
    QPushButton *discardButton() const { return m_discard; }

signals:
    void verifyRequested();
    void discardRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<PowerLoss::PendingTest> m_pending;
    bool m_busy = false;

    QLabel *m_title;
    QLabel *m_intro;
    QLabel *m_hint;
    QLabel *m_list;
    QLabel *m_step;
    QProgressBar *m_progress;
    Notice *m_error;
    QPushButton *m_discard;
    QPushButton *m_verify;
};

} // namespace DriveProof::Gui
