// ResultPage: a finished test in words, numbers and charts: the quick check's tiles, the
// verdict and findings, the
// figures at a glance, the table and the charts. Its export buttons are in
// resultpageexport.cpp.
#include "drivetests/resultpage.h"

#include "card.h"
#include "charts/chartpanel.h"
#include "drivetests/numberstable.h"
#include "drivetests/resultcharts.h"
#include "drivetests/resulttext.h"
#include "drivetests/resulttiles.h"
#include "drivetests/testcatalog.h"
#include "notice.h"
#include "preferences.h"

#include "report/comparison.h"
#include "suites/heat.h"
#include "suites/runerror.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

QLabel *heading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    return label;
}

} // namespace

ResultPage::ResultPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resultPage"));
    auto *content = new QWidget;
    m_title = heading(content);
    m_title->setObjectName(QStringLiteral("resultTitle"));
    QFont big = m_title->font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_subtitle = makeParagraph(content);
    m_drive = makeParagraph(content);
    m_stopped = new Notice(content);
    m_stopped->setObjectName(QStringLiteral("resultStopped"));
    m_tiles = new ResultTiles(content);
    m_tiles->hide(); // until a quick check is shown
    m_verdictHeading = heading(content);
    m_findings = new QWidget(content);
    m_findings->setObjectName(QStringLiteral("resultFindings"));
    m_findingsLayout = new QVBoxLayout(m_findings);
    m_findingsLayout->setContentsMargins(0, 0, 0, 0);
    m_findingsLayout->setSpacing(8);
    m_glanceHeading = heading(content);
    m_glance = new QWidget(content);
    m_glanceLayout = new QFormLayout(m_glance);
    m_glanceLayout->setContentsMargins(0, 0, 0, 0);
    m_numbersHeading = heading(content);
    m_table = new NumbersTable(content);
    m_chartsHeading = heading(content);
    m_charts = new ResultCharts(content);
    m_historyStatus = makeParagraph(content);
    m_historyStatus->setObjectName(QStringLiteral("historyStatus"));

    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(16, 16, 16, 16);
    column->setSpacing(8);
    column->addWidget(m_title);
    column->addWidget(m_subtitle);
    column->addWidget(m_drive);
    column->addWidget(m_stopped);
    column->addSpacing(4);
    // The four CrystalDiskMark rows first, then what they mean: what a reader came for.
    column->addWidget(m_tiles);
    column->addWidget(m_verdictHeading);
    column->addWidget(m_findings);
    column->addWidget(m_glanceHeading);
    column->addWidget(m_glance);
    column->addSpacing(4);
    column->addWidget(m_numbersHeading);
    column->addWidget(m_table, 0, Qt::AlignLeft);
    column->addSpacing(4);
    column->addWidget(m_chartsHeading);
    column->addWidget(m_charts);
    column->addWidget(m_historyStatus);
    column->addStretch(1);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(content);

    m_exportJson = new QPushButton(this);
    m_exportJson->setObjectName(QStringLiteral("exportJson"));
    m_exportCsv = new QPushButton(this);
    m_exportCsv->setObjectName(QStringLiteral("exportCsv"));
    m_exportPng = new QPushButton(this);
    m_exportPng->setObjectName(QStringLiteral("exportPng"));
    m_copySummary = new QPushButton(this);
    m_copySummary->setObjectName(QStringLiteral("copySummary"));
    m_history = new QPushButton(this);
    m_history->setObjectName(QStringLiteral("showHistory"));
    m_newTest = new QPushButton(this);
    m_newTest->setObjectName(QStringLiteral("newTest"));
    m_exportStatus = makeParagraph(this);
    m_exportStatus->setObjectName(QStringLiteral("exportStatus"));
    connect(m_exportJson, &QPushButton::clicked, this, [this] { askExport(Json); });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { askExport(Csv); });
    connect(m_exportPng, &QPushButton::clicked, this, [this] { askExport(Png); });
    connect(m_copySummary, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(ResultText::forumSummary(m_result));
        // Said where the export messages go: a click that seems to do nothing is no click.
        m_exportStatus->setText(tr("Copied: the summary is on the clipboard, ready to paste."));
        m_exportStatus->show();
    });
    connect(m_history, &QPushButton::clicked, this, &ResultPage::historyRequested);
    connect(m_newTest, &QPushButton::clicked, this, &ResultPage::newTestRequested);
    connect(&m_exporter, &ResultExporter::finished, this, &ResultPage::exportFinished);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_exportJson);
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportPng);
    buttons->addWidget(m_copySummary);
    buttons->addStretch(1);
    buttons->addWidget(m_history);
    buttons->addWidget(m_newTest);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll, 1);
    auto *bottom = new QVBoxLayout;
    bottom->setContentsMargins(16, 4, 16, 12);
    bottom->addWidget(m_exportStatus);
    bottom->addLayout(buttons);
    layout->addLayout(bottom);
    setTabOrder(m_exportJson, m_exportCsv);
    setTabOrder(m_exportCsv, m_exportPng);
    setTabOrder(m_exportPng, m_history);
    setTabOrder(m_history, m_newTest);
    // "At a glance" shows rates in the unit chosen in Preferences.
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &ResultPage::showTexts);
    retranslate();
}

void ResultPage::retranslate()
{
    m_verdictHeading->setText(tr("Verdict"));
    m_glanceHeading->setText(tr("At a glance"));
    m_numbersHeading->setText(tr("All numbers"));
    m_chartsHeading->setText(tr("Charts"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportJson->setToolTip(tr("Save everything this test measured, for other programs"));
    m_exportCsv->setText(tr("Export &CSV…"));
    m_exportCsv->setToolTip(tr("Save the table of numbers for a spreadsheet"));
    m_exportPng->setText(tr("Save charts as &PNG…"));
    m_copySummary->setText(tr("Copy &summary"));
    m_copySummary->setToolTip(tr("A few lines with the main numbers and the verdicts, to paste "
                                 "into a forum post or an issue"));
    m_exportPng->setToolTip(tr("Save a picture of each chart into a folder"));
    m_history->setText(tr("&History"));
    m_history->setToolTip(tr("Earlier runs on this drive, and comparing two of them"));
    m_newTest->setText(tr("&New test"));
    m_table->setAccessibleName(tr("All numbers"));
    showTexts();
}

void ResultPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ResultPage::setResult(const Report::TestResult &result, const QString &historyPath,
                           const QString &historyError)
{
    m_result = result;
    m_historyPath = historyPath;
    m_historyError = historyError;
    m_exportStatus->clear();
    m_table->setResult(result);
    m_charts->setResult(result);
    const bool anything = !result.measurements.isEmpty();
    m_numbersHeading->setVisible(anything);
    m_table->setVisible(anything);
    m_chartsHeading->setVisible(!m_charts->charts().isEmpty());
    m_charts->setVisible(!m_charts->charts().isEmpty());
    setExportButtonsEnabled(true);
    m_tiles->setResult(result);
    m_tiles->setVisible(ResultTiles::suits(result));
    showTexts();
    // A new result starts at its top (title, tiles, verdict), not where the last one was
    // left scrolled.
    m_scroll->verticalScrollBar()->setValue(0);
    m_scroll->horizontalScrollBar()->setValue(0);
}

void ResultPage::showTexts()
{
    const Report::TestResult &r = m_result;
    m_title->setText(ResultText::familyTitle(r.family));
    const double seconds = r.started.isValid() && r.finished.isValid()
                               ? double(r.started.msecsTo(r.finished)) / 1000.0
                               : 0.0;
    //: under a result's title; %1 where it ran, %2 date and time it started, %3 how long it took
    QStringList subtitle{tr("Ran on %1, started %2, took %3.")
                             .arg(ResultText::targetText(r),
                                  QLocale().toString(r.started, QLocale::ShortFormat),
                                  durationText(seconds))};
    if (const QString settings = Report::settingsText(r); !settings.isEmpty())
        //: under a result's title; %1 what it ran with: "128 MiB · 2 s per step · temporary
        //: file on ext4 · io_uring"
        subtitle << tr("Settings: %1").arg(settings);
    m_subtitle->setText(subtitle.join(u'\n')); // one line each
    const Report::Environment &env = r.environment;
    m_drive->setVisible(!env.model.isEmpty() || !env.device.isEmpty());
    // As the drive list names it; a virtual disk may report a serial number and no model.
    const QString name = ResultText::driveName(env);
    if (!env.serial.isEmpty() && !name.isEmpty())
        //: the drive a result is about; %1 model (or device name), %2 serial number
        m_drive->setText(tr("Drive: %1, serial number %2").arg(name, env.serial));
    else
        //: the drive a result is about; %1 model or device name
        m_drive->setText(tr("Drive: %1").arg(name));
    // The heat before and after the test (suites/heat.h), one line each, under the drive.
    if (const QStringList heat = Suites::heatLines(r.heat); !heat.isEmpty()) {
        const QString drive = name.isEmpty() ? QString() : m_drive->text() + u'\n';
        m_drive->setText(drive + heat.join(u'\n'));
        m_drive->setVisible(true);
    }

    if (!r.error.isEmpty())
        m_stopped->setNotice(Notice::Kind::Danger, tr("The test stopped on an error."),
                             Suites::runErrorText(r));
    else if (r.cancelled && r.measurements.isEmpty())
        m_stopped->setNotice(Notice::Kind::Warning,
                             tr("You cancelled the test before it measured anything."));
    else if (r.cancelled)
        m_stopped->setNotice(Notice::Kind::Warning,
                             tr("You cancelled the test. The numbers below are those of the steps "
                                "that finished before that; the verdict may be incomplete."));
    else
        m_stopped->setNotice(Notice::Kind::Info, QString());

    showFindings();
    showGlance();

    if (!m_historyError.isEmpty())
        //: %1 why the result could not be saved
        m_historyStatus->setText(
            tr("This result could not be kept in the history: %1").arg(m_historyError));
    else if (!m_historyPath.isEmpty())
        m_historyStatus->setText(tr("This result is kept in the drive's history, so you can "
                                    "compare it with later runs."));
    else
        m_historyStatus->clear();
    m_historyStatus->setVisible(!m_historyStatus->text().isEmpty());
}

void ResultPage::showFindings()
{
    while (QLayoutItem *item = m_findingsLayout->takeAt(0)) {
        if (QLayout *row = item->layout()) {
            while (QLayoutItem *inner = row->takeAt(0)) {
                delete inner->widget();
                delete inner;
            }
        }
        delete item->widget();
        delete item;
    }
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    QList<Report::Finding> findings = ResultText::sortedFindings(m_result);
    if (findings.isEmpty() && !m_result.measurements.isEmpty()) {
        // Speed tests give no verdict of their own: say so rather than show nothing.
        Report::Finding none;
        none.severity = Report::Severity::Info;
        none.text = tr("This test measures speed and gives no verdict of its own. Compare the "
                       "numbers with the drive's data sheet, or with an earlier run in the "
                       "history.");
        findings << none;
    }
    m_verdictHeading->setVisible(!findings.isEmpty());
    for (const Report::Finding &f : std::as_const(findings)) {
        auto *icon = new QLabel(m_findings);
        icon->setPixmap(ResultText::severityIcon(f.severity, this).pixmap(iconSize, iconSize));
        icon->setFixedSize(iconSize, iconSize);
        auto *text = makeParagraph(m_findings);
        text->setObjectName(QStringLiteral("finding"));
        text->setText(f.code.isEmpty() ? f.text : ResultText::findingText(f));
        text->setAccessibleName(ResultText::severityName(f.severity));
        if (f.severity == Report::Severity::Danger) {
            QFont bold = text->font();
            bold.setBold(true);
            text->setFont(bold);
        }
        icon->setToolTip(ResultText::severityName(f.severity));
        auto *row = new QHBoxLayout;
        row->setSpacing(8);
        row->addWidget(icon, 0, Qt::AlignTop);
        row->addWidget(text, 1);
        m_findingsLayout->addLayout(row);
    }
}

void ResultPage::showGlance()
{
    while (m_glanceLayout->rowCount() > 0)
        m_glanceLayout->removeRow(0);
    const QList<ResultText::Glance> lines = ResultText::glance(m_result);
    for (const ResultText::Glance &g : lines) {
        auto *value = makeParagraph(m_glance);
        value->setText(g.value);
        QFont bold = value->font();
        bold.setBold(true);
        value->setFont(bold);
        value->setAccessibleName(g.label);
        //: label of a row; %1 a measurement's name, e.g. "SEQ1M Q8T1 read"
        auto *name = new QLabel(tr("%1:").arg(g.label), m_glance);
        name->setBuddy(value);
        m_glanceLayout->addRow(name, value);
    }
    // The tiles say the same numbers, and more: the lines would only repeat them.
    const bool show = !lines.isEmpty() && !ResultTiles::suits(m_result);
    m_glanceHeading->setVisible(show);
    m_glance->setVisible(show);
}

QStringList ResultPage::findingTexts() const
{
    QStringList out;
    for (const QLabel *label : m_findings->findChildren<QLabel *>(QStringLiteral("finding")))
        out << label->text();
    return out;
}

} // namespace DriveProof::Gui
