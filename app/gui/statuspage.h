// The whole-window message shown instead of the drive list: "looking for drives" with a
// busy indicator while the first probe runs, or an empty state that says what to do.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace DriveProof::Gui {

class StatusPage : public QWidget
{
    Q_OBJECT
public:
    explicit StatusPage(QWidget *parent = nullptr);

    void showBusy();
    void showNoDrives();

    QString title() const;
    QString message() const;

protected:
    void changeEvent(QEvent *event) override; // LanguageChange: says it again

private:
    enum class Shown { Nothing, Busy, NoDrives };
    void setContent(const QString &title, const QString &message, bool busy);

    Shown m_shown = Shown::Nothing;

    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_message;
    QProgressBar *m_bar;
};

} // namespace DriveProof::Gui
