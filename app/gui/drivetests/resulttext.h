// Words for a finished test: its verdicts in order of severity, in the current language,
// the few numbers that sum it up, and the names of its measurements. Shared by the result,
// history and comparison pages.
#pragma once

#include "report/testresult.h"

#include <QCoreApplication>
#include <QIcon>
#include <QList>
#include <QString>

class QWidget;

namespace DriveProof::Gui {

struct ResultText
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Gui::ResultText)

public:
    // "Danger", "Caution", "Good", "Note": for screen readers beside the coloured marker.
    static QString severityName(Report::Severity severity);
    // Red, amber, green marks; the style's information icon for notes.
    static QIcon severityIcon(Report::Severity severity, const QWidget *widget);
    // Most severe first: danger, caution, good, note; the run's order within each.
    static QList<Report::Finding> sortedFindings(const Report::TestResult &result);
    // The finding said again in the current language from its code and arguments; the
    // text it was saved with when the code is unknown here.
    static QString findingText(const Report::Finding &finding);

    // The measurement's label, marked when it ran with the drive's cache off (cache A/B).
    static QString measurementLabel(const Report::Measurement &m);
    // Whether a measurement is best read in MB/s (sequential, large blocks) or in
    // operations per second (random, small blocks, commits).
    static bool readAsRate(const Report::Measurement &m);
    // Its main number with the unit: "1,234.5 MB/s", "12,345 IOPS", "527 commits/s".
    static QString headlineValue(const Report::Measurement &m);

    // Up to four lines "label: value" that sum the run up, for "At a glance".
    struct Glance
    {
        QString label;
        QString value;
    };
    static QList<Glance> glance(const Report::TestResult &result);

    // "Quick check", or the family key when this version does not know it.
    static QString familyTitle(const QString &familyKey);
    // "a temporary file in /home/ann", "the file /data/x.img", "the device /dev/sdb"
    static QString targetText(const Report::TestResult &result);
    // Microseconds, one decimal below 100.
    static QString micros(double us);
    // The drive as the drive list names it: a loop device by its backing file, else the
    // model, else the device node.
    static QString driveName(const Report::Environment &env);
    // A few plain lines fit for a forum post: what ran on which drive, each measurement's
    // main number, then the verdicts ("Copy summary" on the result page).
    static QString forumSummary(const Report::TestResult &result);
};

} // namespace DriveProof::Gui
