// The whole-window message shown instead of the drive list: "looking for drives" with a
// busy indicator while the first probe runs, or an empty state that says why nothing is
// listed (no drive, a sandbox or container, no permission, udisks2 not running) and what to
// try, with a Refresh button.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace DriveProof::Gui {

class StatusPage : public QWidget
{
    Q_OBJECT
public:
    explicit StatusPage(QWidget *parent = nullptr);

    void showBusy();
    // `udisksRunning`: whether udisks2 answered; if not, the page says how to start it.
    void showNoDrives(bool udisksRunning = true);

    QString title() const;
    QString message() const;
    QPushButton *refreshButton() const { return m_refresh; }

signals:
    void refreshRequested();

protected:
    void changeEvent(QEvent *event) override; // LanguageChange: says it again

private:
    enum class Shown { Nothing, Busy, NoDrives };
    void setContent(const QString &title, const QString &message, bool busy);

    Shown m_shown = Shown::Nothing;
    bool m_udisksRunning = true;

    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_message;
    QProgressBar *m_bar;
    QPushButton *m_refresh;
};

} // namespace DriveProof::Gui
