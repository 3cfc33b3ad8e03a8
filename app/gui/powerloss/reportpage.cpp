#include "powerloss/reportpage.h"

#include "card.h"
#include "charts/cuttimelinechart.h"
#include "guitext.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include "powerloss/reportjson.h"

#include "common/sentences.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;
using PowerLoss::Verdict;

namespace {

void clearLayout(QLayout *layout)
{
    while (layout->count() > 0) {
        QLayoutItem *item = layout->takeAt(0);
        delete item->widget();
        delete item;
    }
}

QString checkMark(bool ok)
{
    //: marks in the validity checklist: passed / not passed
    return ok ? PowerLossReportPage::tr("✔") : PowerLossReportPage::tr("✘");
}

} // namespace

PowerLossReportPage::PowerLossReportPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("powerLossReportPage"));
    auto *content = new QWidget;
    m_verdict = makeTitle(content, 1.5);
    m_verdict->setObjectName(QStringLiteral("powerLossVerdict"));
    m_subtitle = makeParagraph(content);
    m_verdictNotice = new Notice(content);
    m_verdictNotice->setObjectName(QStringLiteral("powerLossReasons"));
    m_findingsHeading = makeHeading(content);
    m_findings = new QWidget(content);
    m_findings->setObjectName(QStringLiteral("powerLossFindings"));
    m_findingsLayout = new QVBoxLayout(m_findings);
    m_findingsLayout->setContentsMargins(0, 0, 0, 0);
    m_chartHeading = makeHeading(content);
    m_chart = new Charts::CutTimelineChart(content);
    m_chart->setMinimumHeight(360); // room for a long vertical axis title (German)
    m_chartNote = makeParagraph(content);
    m_validityHeading = makeHeading(content);
    m_validity = new QWidget(content);
    m_validity->setObjectName(QStringLiteral("powerLossValidity"));
    m_validityLayout = new QVBoxLayout(m_validity);
    m_validityLayout->setContentsMargins(0, 0, 0, 0);
    m_environmentHeading = makeHeading(content);
    m_environment = new QWidget(content);
    m_environmentLayout = new QFormLayout(m_environment);
    m_environmentLayout->setContentsMargins(0, 0, 0, 0);
    m_nextHeading = makeHeading(content);
    m_next = makeParagraph(content);
    m_next->setObjectName(QStringLiteral("powerLossNextSteps"));

    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(16, 16, 16, 16);
    column->setSpacing(8);
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_verdict, m_subtitle, m_verdictNotice, m_findingsHeading, m_findings, m_chartHeading,
             m_chart, m_chartNote, m_validityHeading, m_validity, m_environmentHeading,
             m_environment, m_nextHeading, m_next})
        column->addWidget(w);
    column->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);

    m_status = makeParagraph(this);
    m_status->setObjectName(QStringLiteral("powerLossExportStatus"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("powerLossExportJson"));
    m_newTest = new QPushButton(this);
    m_newTest->setObjectName(QStringLiteral("powerLossTestAgain"));
    connect(m_export, &QPushButton::clicked, this, &PowerLossReportPage::askExport);
    connect(m_newTest, &QPushButton::clicked, this, &PowerLossReportPage::newTestRequested);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(16, 0, 16, 12);
    buttons->addWidget(m_export);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_newTest);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    retranslate();
}

void PowerLossReportPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossReportPage::retranslate()
{
    m_findingsHeading->setText(tr("What was found"));
    m_chartHeading->setText(tr("Acknowledged writes and the power cut"));
    m_validityHeading->setText(tr("Does this run count?"));
    m_environmentHeading->setText(tr("Machine and drive at the start"));
    m_nextHeading->setText(tr("What to do next"));
    m_export->setText(tr("Export &JSON…"));
    m_export->setToolTip(tr("Save the whole report as a JSON file"));
    m_newTest->setText(tr("&Test again"));
    if (m_hasReport)
        showReport();
}

void PowerLossReportPage::setReport(const PowerLoss::VerifyReport &report,
                                    const PowerLoss::PendingTest &test)
{
    m_report = report;
    m_test = test;
    m_hasReport = true;
    m_status->clear();
    showReport();
}

void PowerLossReportPage::showReport()
{
    const PowerLoss::VerifyReport &r = m_report;
    m_verdict->setText(verdictHeadline(r.verdict));
    m_verdict->setAccessibleName(m_verdict->text());
    const QString when = QLocale().toString(m_test.started, QLocale::ShortFormat);
    m_subtitle->setText(
        m_test.practice
            //: %1 a date and time
            ? tr("Practice run on a simulated drive, started %1. Nothing on your drives was "
                 "tested.")
                  .arg(when)
            //: %1 a file or device, %2 a date and time
            : tr("Test of %1, started %2.").arg(m_test.targetPath, when));
    const Notice::Kind kind = r.verdict == Verdict::Pass   ? Notice::Kind::Info
                              : r.verdict == Verdict::Fail ? Notice::Kind::Danger
                                                           : Notice::Kind::Warning;
    m_verdictNotice->setNotice(kind, r.reasons.join(QLatin1Char('\n')));

    clearLayout(m_findingsLayout);
    auto addFinding = [this](const QString &text) {
        QLabel *label = makeParagraph(m_findings);
        label->setText(QStringLiteral("• ") + text);
        m_findingsLayout->addWidget(label);
    };
    //: %1 a number of writes
    addFinding(tr("The witness recorded %1 acknowledged writes; %2 blocks were checked.")
                   .arg(QLocale().toString(qulonglong(r.acknowledgedWrites)),
                        QLocale().toString(qulonglong(r.blocksChecked))));
    // The failures are in the box above, each count once; here only what else was seen.
    for (const auto &[cls, count] : r.counts)
        if (count > 0 && !PowerLoss::isFailure(cls))
            addFinding(PowerLoss::describeClass(cls, count));
    if (r.tailLossCommits > 0)
        //: %1 seconds, with one decimal
        addFinding(tr("The lost tail: every commit acknowledged in the last %1 s before the cut.")
                       .arg(QLocale().toString(double(r.tailLossMs) / 1000.0, 'f', 1)));
    if (!r.hasFailure())
        addFinding(tr("No acknowledged write was lost or damaged."));

    m_chart->setTimeline(r.timeline, r.cutEstimateNs);
    QStringList chartNote{tr("Each dot is a write the witness heard acknowledged, at the moment "
                             "it heard it; the dashed line is when the writer went silent, the "
                             "estimated cut. Red dots are writes the drive lost.")};
    if (r.timelineNotListed > 0)
        //: %1 a number of writes
        chartNote << tr("%1 earlier writes that were kept are not drawn.")
                         .arg(QLocale().toString(qulonglong(r.timelineNotListed)));
    m_chartNote->setText(joinSentences(chartNote));

    clearLayout(m_validityLayout);
    for (const PowerLoss::ValidityCheck &check : r.validity) {
        QLabel *label = makeParagraph(m_validity);
        label->setObjectName(QStringLiteral("validity_") + check.key);
        label->setText(checkMark(check.ok) + QLatin1Char(' ') + check.reason);
        label->setAccessibleName(
            (check.ok ? tr("Passed: %1") : tr("Not passed: %1")).arg(check.reason));
        m_validityLayout->addWidget(label);
    }

    clearLayout(m_environmentLayout);
    const PowerLoss::WriterFacts &f = m_test.facts;
    auto row = [this](const QString &label, const QString &value) {
        QLabel *v = makeParagraph(m_environment);
        v->setText(value.isEmpty() ? tr("unknown") : value);
        m_environmentLayout->addRow(label, v);
    };
    row(tr("Computer:"), QString::fromStdString(f.hostName));
    QStringList drive;
    for (const std::string &part : {f.deviceModel, f.deviceSerial, f.deviceFirmware})
        if (!part.empty())
            drive << QString::fromStdString(part);
    row(tr("Drive:"), drive.join(QStringLiteral(", ")));
    row(tr("Capacity:"), f.capacityBytes ? longSize(qint64(f.capacityBytes)) : QString());
    row(tr("Write cache:"), writeCacheWords(f.writeCache));
    row(tr("Commit method:"), methodName(m_test.parameters.method));
    row(tr("Test area:"),
        longSize(qint64(m_test.parameters.areaBlocks) * qint64(m_test.parameters.blockSize)));
    row(tr("Kernel:"), QString::fromStdString(f.kernel));
    row(tr("Unsafe shutdowns before:"), f.unsafeShutdowns < 0
                                            ? tr("the drive does not count them")
                                            : QLocale().toString(qlonglong(f.unsafeShutdowns)));
    row(tr("Run id:"), PowerLoss::runIdText(m_test.runId));

    QStringList next;
    if (m_test.practice)
        next << tr("This was practice. To test a real drive, run the wizard again and choose a "
                   "witness on a second computer.");
    if (r.verdict == Verdict::Fail) {
        if (f.writeCache == "on")
            next << tr("Switch the drive's write cache off (the Write cache card of the drive "
                       "page) and test again: if it passes then, keep the cache off for data "
                       "that matters.");
        else
            next << tr("Do not trust this drive with data that must survive a power cut; a "
                       "firmware update may help. Test again after any change.");
    } else if (r.verdict == Verdict::Inconclusive) {
        next << tr("Fix what the checklist names and test again.");
    }
    next << tr("Run the test at least five times: one passing run can be luck, five make a "
               "configuration worth trusting.");
    m_next->setText(next.join(QStringLiteral("\n")));
}

QString PowerLossReportPage::reasonsText() const
{
    return m_verdictNotice->text();
}

QStringList PowerLossReportPage::findingTexts() const
{
    QStringList out;
    for (const QLabel *l : m_findings->findChildren<QLabel *>())
        out << l->text();
    return out;
}

QStringList PowerLossReportPage::validityTexts() const
{
    QStringList out;
    for (const QLabel *l : m_validity->findChildren<QLabel *>())
        out << l->text();
    return out;
}

void PowerLossReportPage::askExport()
{
    const QString name = QStringLiteral("driveproof-powerloss-%1.json")
                             .arg(PowerLoss::runIdText(m_test.runId).left(12));
    auto *dialog = new QFileDialog(this, tr("Export the report"), QDir::home().filePath(name),
                                   tr("JSON files (*.json)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("json"));
    connect(dialog, &QFileDialog::fileSelected, this, &PowerLossReportPage::exportJson);
    dialog->open(); // no nested event loop (docs/style.md)
}

bool PowerLossReportPage::exportJson(const QString &path)
{
    const QByteArray json =
        QJsonDocument(PowerLoss::reportToJson(m_report)).toJson(QJsonDocument::Indented);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        //: %1 a file path, %2 the system's reason
        m_status->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
        return false;
    }
    //: %1 a file path
    m_status->setText(tr("Saved %1").arg(path));
    return true;
}

} // namespace DriveProof::Gui
