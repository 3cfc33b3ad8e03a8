// "Open Drive Report…" / "Paste Drive Report": a drive judged from a report of it
// (core/drivereport), shown with the same health card as a drive in hand, marked as coming
// from a report. Nothing here reads or writes a device, and "is it new" keeps no first
// reading of a drive that is not here (Health::assessDriveUsage).
#pragma once

#include "drivereport/drivereport.h"

#include <QDialog>

class QScrollArea;

namespace DriveProof::Gui {

class HealthCard;
class Notice;

class ReportWindow : public QDialog
{
    Q_OBJECT
public:
    // Reads and judges `content` (named `subject`); the window shows the verdict, or why the
    // report could not be read.
    ReportWindow(const QByteArray &content, const QString &subject, QWidget *parent = nullptr);

    Notice *originNotice() const { return m_origin; }
    HealthCard *healthCard() const { return m_card; }
    bool judged() const { return m_judged; }

    // Asks for a file and opens its window; nothing when the user cancels.
    static void openFile(QWidget *parent);
    // The window of the report in `path`.
    static ReportWindow *openPath(const QString &path, QWidget *parent);
    // The clipboard's text as a report.
    static void openClipboard(QWidget *parent);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_subject;
    Result<DriveReport::ReportFacts> m_facts;
    Notice *m_origin;
    HealthCard *m_card;
    bool m_judged = false;
};

} // namespace DriveProof::Gui
