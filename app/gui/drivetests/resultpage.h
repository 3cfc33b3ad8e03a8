// A finished test, for a person: for the quick check CrystalDiskMark's read/write tiles, then
// the verdict, in plain words (the findings, most
// severe first, each with a coloured mark), then the few numbers that sum it up, the table
// of all numbers, and the charts. Buttons export the result as JSON or CSV and the charts
// as PNG files. Shows fresh results and ones opened from the history alike.
#pragma once

#include "drivetests/resultexport.h"

#include "report/testresult.h"

#include <QWidget>

class QFileDialog;
class QFormLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace DriveProof::Gui {

class Notice;
class NumbersTable;
class ResultCharts;
class ResultTiles;

class ResultPage : public QWidget
{
    Q_OBJECT
public:
    explicit ResultPage(QWidget *parent = nullptr);

    // `historyPath`/`historyError`: where a fresh run was kept, or why it was not; both
    // empty for a result opened from the history.
    void setResult(const Report::TestResult &result, const QString &historyPath = {},
                   const QString &historyError = {});
    const Report::TestResult &result() const { return m_result; }

    // The exports, without a file dialog (the buttons ask for the place first).
    void exportJson(const QString &path);
    void exportCsv(const QString &path);
    // One PNG per chart shown: <folder>/<stem>-<chart>.png.
    void exportCharts(const QString &folder);

    // What the page shows, for tests and screen readers.
    QStringList findingTexts() const;
    NumbersTable *numbersTable() const { return m_table; }
    ResultCharts *charts() const { return m_charts; }
    ResultTiles *tiles() const { return m_tiles; }
    QScrollArea *scrollArea() const { return m_scroll; }
    QLabel *exportStatus() const { return m_exportStatus; }

signals:
    void exported(const DriveProof::Gui::ExportOutcome &outcome);
    void newTestRequested();
    void historyRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum ExportKind { Json, Csv, Png };

    // resultpage.cpp
    void retranslate();
    void showTexts();
    void showFindings();
    void showGlance();
    // resultpageexport.cpp
    void askExport(int kind);
    void exportFinished(const ExportOutcome &outcome);
    void setExportButtonsEnabled(bool enabled);

    Report::TestResult m_result;
    QString m_historyPath;
    QString m_historyError;

    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_drive;
    Notice *m_stopped;
    ResultTiles *m_tiles;
    QLabel *m_verdictHeading;
    QWidget *m_findings;
    QVBoxLayout *m_findingsLayout;
    QLabel *m_glanceHeading;
    QWidget *m_glance;
    QFormLayout *m_glanceLayout;
    QLabel *m_numbersHeading;
    NumbersTable *m_table;
    QLabel *m_chartsHeading;
    ResultCharts *m_charts;
    QLabel *m_historyStatus;
    QPushButton *m_exportJson;
    QPushButton *m_exportCsv;
    QPushButton *m_exportPng;
    QPushButton *m_copySummary;
    QPushButton *m_history;
    QPushButton *m_newTest;
    QLabel *m_exportStatus;
    QScrollArea *m_scroll;
    ResultExporter m_exporter;
};

} // namespace DriveProof::Gui
