// Every run kept for a drive (Report::HistoryStore), newest first: date, test and a one-line
// summary. Open one to see its result page again, or pick two and compare them side by side
// (before and after switching the cache, two dates, two drives of the same model). Listing,
// loading and deleting read files: they run on the thread pool.
#pragma once

#include "device/deviceinfo.h"
#include "report/history.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace DriveProof::Gui {

// What a worker loaded for the history page.
struct HistoryReply
{
    QList<Report::HistoryEntry> entries; // a listing
    QList<Report::TestResult> results;   // an open or a comparison
    QString error;                       // translated
};

class HistoryPage : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryPage(QWidget *parent = nullptr);
    ~HistoryPage() override;

    // The drive whose runs are listed; `historyRoot` empty: the user's history.
    void setDrive(const Device::DeviceInfo &disk, const QString &historyRoot = {});
    // Lists again (after a run was added); loaded() follows.
    void reload();
    bool isBusy() const { return m_watcher.isRunning(); }

    // Opens or compares the selected runs (as the buttons do).
    void openSelected();
    void compareSelected();

    QTreeWidget *list() const { return m_list; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *openButton() const { return m_open; }

    // The drive's key in the history (Report::HistoryStore::driveKey) as the runs on it get.
    static QString driveKey(const Device::DeviceInfo &disk);

signals:
    void loaded();
    void openRequested(const DriveProof::Report::TestResult &result);
    void compareRequested(const DriveProof::Report::TestResult &a,
                          const DriveProof::Report::TestResult &b);
    void newTestRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Job { None, List, Open, Compare, Remove };
    void retranslate();
    void showEntries();
    void updateButtons();
    void removeSelected();
    void jobFinished();
    QStringList selectedPaths() const;
    Report::HistoryStore store() const;

    Device::DeviceInfo m_disk;
    QString m_root;
    QList<Report::HistoryEntry> m_entries;
    Job m_job = Job::None;
    QFutureWatcher<HistoryReply> m_watcher;

    QLabel *m_title;
    QLabel *m_hint;
    QTreeWidget *m_list;
    QLabel *m_status;
    QPushButton *m_open;
    QPushButton *m_compare;
    QPushButton *m_remove;
    QPushButton *m_newTest;
};

} // namespace DriveProof::Gui
