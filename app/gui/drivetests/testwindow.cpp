#include "drivetests/testwindow.h"

#include "drivetests/comparepage.h"
#include "drivetests/confirmwritedialog.h"
#include "drivetests/historypage.h"
#include "drivetests/pickerpage.h"
#include "drivetests/resultpage.h"
#include "drivetests/runpage.h"
#include "guitext.h"

#include <QCloseEvent>
#include <QEvent>
#include <QListWidget>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace DriveProof::Gui {

TestWindow::TestWindow(const Device::DeviceInfo &disk, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_disk(disk)
    , m_controller(new Suites::TestController(this))
    , m_pages(new QStackedWidget(this))
    , m_picker(new PickerPage(m_pages))
    , m_run(new RunPage(m_pages))
    , m_result(new ResultPage(m_pages))
    , m_history(new HistoryPage(m_pages))
    , m_compare(new ComparePage(m_pages))
{
    setObjectName(QStringLiteral("testWindow"));
    for (QWidget *page :
         std::initializer_list<QWidget *>{m_picker, m_run, m_result, m_history, m_compare})
        m_pages->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(m_picker, &PickerPage::startRequested, this, &TestWindow::start);
    connect(m_picker, &PickerPage::historyRequested, this, &TestWindow::showHistory);
    connect(m_controller, &Suites::TestController::finished, this, &TestWindow::finished);
    connect(m_result, &ResultPage::newTestRequested, this, [this] { showPicker(); });
    connect(m_result, &ResultPage::historyRequested, this, &TestWindow::showHistory);
    connect(m_history, &HistoryPage::newTestRequested, this, [this] { showPicker(); });
    connect(m_history, &HistoryPage::openRequested, this, [this](const Report::TestResult &r) {
        m_result->setResult(r);
        m_pages->setCurrentWidget(m_result);
    });
    connect(m_history, &HistoryPage::compareRequested, this,
            [this](const Report::TestResult &a, const Report::TestResult &b) {
                m_compare->setResults(a, b);
                m_pages->setCurrentWidget(m_compare);
            });
    connect(m_compare, &ComparePage::backRequested, this, &TestWindow::showHistory);

    m_picker->setDevice(disk);
    resize(1000, 760);
    retranslate();
}

TestWindow::~TestWindow() = default; // the controller cancels and waits for its worker

void TestWindow::retranslate()
{
    //: window title; %1 the drive's name (model)
    setWindowTitle(tr("Test %1 – DriveProof").arg(driveTitle(m_disk)));
}

void TestWindow::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void TestWindow::setDevice(const Device::DeviceInfo &disk)
{
    m_disk = disk;
    m_picker->setDevice(disk);
    retranslate();
}

void TestWindow::setWriteCache(const std::optional<Cache::WriteCacheState> &state)
{
    m_picker->setWriteCache(state);
}

void TestWindow::setContents(const Device::DriveContents &contents)
{
    m_contents = contents;
    m_picker->setContents(contents);
}

void TestWindow::setHistoryRoot(const QString &root)
{
    m_historyRoot = root;
}

QWidget *TestWindow::currentPage() const
{
    return m_pages->currentWidget();
}

bool TestWindow::isRunning() const
{
    return m_controller->isRunning();
}

void TestWindow::showPicker(std::optional<TestChoice> choice)
{
    if (isRunning()) {
        m_pages->setCurrentWidget(m_run); // one test at a time per drive
        return;
    }
    if (choice)
        m_picker->select(*choice);
    m_pages->setCurrentWidget(m_picker);
    m_picker->testList()->setFocus();
}

void TestWindow::quickCheck(quint64 bytes, double stepSeconds)
{
    if (isRunning()) {
        m_pages->setCurrentWidget(m_run); // one test at a time per drive
        return;
    }
    const QString folder = PickerPage::quickCheckFolder(m_disk);
    const bool rawDevice = folder.isEmpty() && PickerPage::emptyDriveWritable(m_disk, m_contents);
    if (folder.isEmpty() && !rawDevice) {
        showPicker(TestChoice::Quick);
        return;
    }
    m_picker->select(TestChoice::Quick); // "New test" later offers the same test
    if (rawDevice) {
        m_pages->setCurrentWidget(m_picker); // what the dialog sits on, and what Cancel leaves
        start(m_picker->quickCheckDevicePlan(bytes, stepSeconds));
        return;
    }
    begin(m_picker->quickCheckPlan(folder, bytes, stepSeconds));
}

void TestWindow::showHistory()
{
    if (isRunning()) {
        m_pages->setCurrentWidget(m_run);
        return;
    }
    m_history->setDrive(m_disk, m_historyRoot);
    m_pages->setCurrentWidget(m_history);
    m_history->list()->setFocus();
}

void TestWindow::start(const Suites::TestPlan &plan)
{
    if (isRunning())
        return;
    if (plan.target.kind != Suites::TargetKind::Device || !Suites::planWrites(plan)) {
        begin(plan);
        return;
    }
    // The whole drive, seen empty: one confirmation. TestTarget looks again before writing.
    const bool empty = plan.target.path == m_disk.path && m_contents.isEmpty();
    auto *dialog = new ConfirmWriteDialog(plan.target.path, Suites::familyTitle(plan.family),
                                          driveTitle(m_disk), this, empty);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, plan, empty] {
        Suites::TestPlan confirmed = plan;
        // Only here: the user typed the name, or confirmed that the empty drive is written.
        confirmed.target.destructiveConfirmed = true;
        confirmed.target.confirmedEmpty = empty;
        begin(confirmed);
    });
    dialog->open();
}

void TestWindow::begin(Suites::TestPlan plan)
{
    plan.historyRoot = m_historyRoot;
    if (!m_controller->start(plan))
        return;
    m_run->follow(m_controller);
    m_pages->setCurrentWidget(m_run);
    emit runningChanged(true);
}

void TestWindow::finished(const Report::TestResult &result)
{
    m_result->setResult(result, m_controller->historyPath(), m_controller->historyError());
    m_pages->setCurrentWidget(m_result);
    emit runningChanged(false);
    emit testFinished(result);
}

void TestWindow::closeEvent(QCloseEvent *event)
{
    // A test with nobody watching would go on for nothing: stop it. What finished is kept.
    if (isRunning())
        m_controller->cancel();
    event->accept();
}

} // namespace DriveProof::Gui
