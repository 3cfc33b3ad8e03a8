// Step 3 of the power-loss wizard: what DriveProof read before the run (the drive's
// identity, its write cache, the unsafe-shutdown counter as a baseline) and the warnings
// that make a run prove less, in plain words: a virtual machine, a laptop on battery, a USB
// bridge, the cache on.
#pragma once

#include "common/result.h"
#include "powerloss/session.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace DriveProof::Gui {

class PowerLossPreflightStep : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossPreflightStep(QWidget *parent = nullptr);

    void setChecking();
    void setPreflight(const Result<PowerLoss::Preflight> &result);
    // Practice: nothing to check; says what the practice run does.
    void setPractice(bool lying);

    bool isComplete() const { return m_complete; }
    QStringList warningTexts() const;
    QLabel *statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void show();

    enum class Mode { Checking, Result, Practice } m_mode = Mode::Checking;
    std::optional<Result<PowerLoss::Preflight>> m_result;
    bool m_lying = false;
    bool m_complete = false;

    QLabel *m_title;
    QLabel *m_status;
    QWidget *m_facts;
    QFormLayout *m_factsLayout;
    QLabel *m_warningsHeading;
    QWidget *m_warnings;
    QVBoxLayout *m_warningsLayout;
    QLabel *m_next;
};

} // namespace DriveProof::Gui
