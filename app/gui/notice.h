// Shared by the write-cache and health cards: Notice (an icon beside a paragraph) and the
// words for the errors of privileged calls.
#pragma once

#include "common/result.h"

#include <QWidget>

class QLabel;

namespace DriveProof::Gui {

// An icon beside a wrapped, selectable paragraph, with an optional greyed detail line.
// Danger notices are bold on a faint red tint of the palette's window colour, so they stand
// out on light and dark themes alike.
class Notice : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Danger };

    explicit Notice(QWidget *parent = nullptr);

    // Shows the notice; an empty `text` hides it.
    void setNotice(Kind kind, const QString &text, const QString &details = {});
    QString text() const;
    QString details() const;
    Kind kind() const { return m_kind; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyStyle();
    QString kindName() const; // "Danger", "Warning", "Note": the accessible name

    Kind m_kind = Kind::Info;
    QLabel *m_icon;
    QLabel *m_text;
    QLabel *m_details;
};

// What failed when DriveProof asked for root work, and what to do, from Error::errnum (see
// core/privilege/helperclient.h). `details` is the core's own sentence where it adds to
// `text` (the helper's reason for a refusal), else empty.
enum class PrivilegedAction { ReadWriteCache, SwitchWriteCache, ReadHealth };
struct ErrorText
{
    QString text;
    QString details;
};
ErrorText privilegeErrorText(const Error &error, PrivilegedAction action);

} // namespace DriveProof::Gui
