#include "drivetests/historypage.h"

#include "card.h"
#include "drivetests/resulttext.h"
#include "guitext.h"
#include "tablecopy.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

namespace {
constexpr int kPathRole = Qt::UserRole;
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kFamilyRole = Qt::UserRole + 2;
} // namespace

HistoryPage::HistoryPage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_hint(makeParagraph(this))
    , m_list(new QTreeWidget(this))
    , m_status(makeParagraph(this))
    , m_open(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_newTest(new QPushButton(this))
{
    setObjectName(QStringLiteral("historyPage"));
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_list->setObjectName(QStringLiteral("historyList"));
    enableTableCopy(m_list);
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_open->setObjectName(QStringLiteral("historyOpen"));
    m_compare->setObjectName(QStringLiteral("historyCompare"));
    m_remove->setObjectName(QStringLiteral("historyRemove"));
    m_newTest->setObjectName(QStringLiteral("historyNewTest"));

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &HistoryPage::updateButtons);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { openSelected(); });
    connect(m_open, &QPushButton::clicked, this, &HistoryPage::openSelected);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPage::compareSelected);
    connect(m_remove, &QPushButton::clicked, this, &HistoryPage::removeSelected);
    connect(m_newTest, &QPushButton::clicked, this, &HistoryPage::newTestRequested);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &HistoryPage::jobFinished);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_newTest);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    retranslate();
    updateButtons();
}

HistoryPage::~HistoryPage()
{
    m_watcher.waitForFinished();
}

QString HistoryPage::driveKey(const Device::DeviceInfo &disk)
{
    return Report::HistoryStore::driveKey(disk);
}

Report::HistoryStore HistoryPage::store() const
{
    return m_root.isEmpty() ? Report::HistoryStore() : Report::HistoryStore(m_root);
}

void HistoryPage::retranslate()
{
    //: %1 the drive's name (model)
    m_title->setText(tr("Earlier runs on %1").arg(driveTitle(m_disk)));
    m_hint->setText(tr("Every test run on this drive is kept here. Open one to see its result "
                       "again, or select two (hold Ctrl and click) to compare them side by "
                       "side."));
    m_list->setHeaderLabels({tr("Date"), tr("Test"), tr("Settings"), tr("Summary")});
    m_list->setAccessibleName(tr("Earlier runs"));
    m_open->setText(tr("&Open"));
    m_compare->setText(tr("&Compare the two selected"));
    m_remove->setText(tr("&Delete…"));
    m_newTest->setText(tr("&New test"));
    showEntries();
}

void HistoryPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_disk.path.isEmpty())
            reload(); // the summaries are the core's sentences, made when listed
    }
}

void HistoryPage::setDrive(const Device::DeviceInfo &disk, const QString &historyRoot)
{
    m_disk = disk;
    m_root = historyRoot;
    retranslate();
    reload();
}

void HistoryPage::reload()
{
    if (isBusy())
        return; // jobFinished() lists again afterwards
    m_job = Job::List;
    const Report::HistoryStore history = store();
    const Device::DeviceInfo disk = m_disk;
    m_watcher.setFuture(QtConcurrent::run([history, disk] {
        HistoryReply reply;
        reply.entries = history.listForDrive(disk);
        return reply;
    }));
    m_status->setText(tr("Reading the history…"));
    updateButtons();
}

void HistoryPage::showEntries()
{
    const QStringList selected = selectedPaths();
    m_list->clear();
    const QColor grey = palette().color(QPalette::PlaceholderText);
    for (const Report::HistoryEntry &e : std::as_const(m_entries)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, QLocale().toString(e.started.toLocalTime(), QLocale::ShortFormat));
        item->setText(1, ResultText::familyTitle(e.family));
        item->setText(2, e.settings);
        item->setText(3, e.summary);
        item->setToolTip(3, e.summary);
        item->setData(0, kPathRole, e.path);
        item->setData(0, kIdRole, e.id);
        item->setData(0, kFamilyRole, e.family);
        if (!e.readable)
            for (int column = 0; column < 4; ++column)
                item->setForeground(column, grey);
        item->setSelected(selected.contains(e.path));
    }
    // While busy, "Reading the history…" stays.
    if (!isBusy() && m_entries.isEmpty())
        m_status->setText(tr("No runs yet. Finished tests appear here by themselves."));
    else if (!isBusy())
        //: %n runs kept for this drive
        m_status->setText(tr("%n run(s) kept.", nullptr, int(m_entries.size())));
    updateButtons();
}

QStringList HistoryPage::selectedPaths() const
{
    QStringList out;
    const QList<QTreeWidgetItem *> items = m_list->selectedItems();
    for (const QTreeWidgetItem *item : items)
        out << item->data(0, kPathRole).toString();
    return out;
}

void HistoryPage::updateButtons()
{
    const qsizetype n = m_list->selectedItems().size();
    const bool idle = !isBusy();
    m_open->setEnabled(idle && n == 1);
    // Only runs of one test compare: a quick check's lines are not a commit test's.
    const QList<QTreeWidgetItem *> picked = m_list->selectedItems();
    const bool sameTest =
        n == 2 && picked.at(0)->data(0, kFamilyRole) == picked.at(1)->data(0, kFamilyRole);
    m_compare->setEnabled(idle && sameTest);
    m_remove->setEnabled(idle && n >= 1);
    m_compare->setToolTip(n != 2     ? tr("Select exactly two runs to compare")
                          : sameTest ? QString()
                                     : tr("Select two runs of the same test to compare"));
}

void HistoryPage::openSelected()
{
    const QStringList paths = selectedPaths();
    if (isBusy() || paths.size() != 1)
        return;
    m_job = Job::Open;
    const Report::HistoryStore history = store();
    m_watcher.setFuture(QtConcurrent::run([history, paths] {
        HistoryReply reply;
        const Result<Report::TestResult> r = history.load(paths.constFirst());
        if (r)
            reply.results << r.value();
        else
            reply.error = r.error().message;
        return reply;
    }));
    updateButtons();
}

void HistoryPage::compareSelected()
{
    QStringList paths = selectedPaths();
    if (isBusy() || paths.size() != 2)
        return;
    // Older run first: "A" before, "B" after.
    std::reverse(paths.begin(), paths.end());
    m_job = Job::Compare;
    const Report::HistoryStore history = store();
    m_watcher.setFuture(QtConcurrent::run([history, paths] {
        HistoryReply reply;
        for (const QString &path : paths) {
            const Result<Report::TestResult> r = history.load(path);
            if (!r) {
                reply.error = r.error().message;
                break;
            }
            reply.results << r.value();
        }
        return reply;
    }));
    updateButtons();
}

void HistoryPage::removeSelected()
{
    QStringList ids;
    const QList<QTreeWidgetItem *> items = m_list->selectedItems();
    for (const QTreeWidgetItem *item : items)
        ids << item->data(0, kIdRole).toString();
    if (ids.isEmpty() || isBusy())
        return;
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Delete runs"),
        //: %n how many runs are about to be deleted
        tr("Delete %n run(s) from the history? This cannot be undone.", nullptr, int(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, box, ids](QAbstractButton *button) {
        if (box->standardButton(button) != QMessageBox::Yes || isBusy())
            return;
        m_job = Job::Remove;
        const Report::HistoryStore history = store();
        m_watcher.setFuture(QtConcurrent::run([history, ids] {
            HistoryReply reply;
            for (const QString &id : ids)
                if (const Result<QString> r = history.remove(id); !r)
                    reply.error = r.error().message;
            return reply;
        }));
        updateButtons();
    });
    box->open();
}

void HistoryPage::jobFinished()
{
    const HistoryReply reply = m_watcher.result();
    const Job job = m_job;
    m_job = Job::None;
    switch (job) {
    case Job::List:
        m_entries = reply.entries;
        showEntries();
        emit loaded();
        return;
    case Job::Open:
    case Job::Compare:
        if (!reply.error.isEmpty())
            m_status->setText(reply.error);
        else if (job == Job::Open && reply.results.size() == 1)
            emit openRequested(reply.results.constFirst());
        else if (job == Job::Compare && reply.results.size() == 2)
            emit compareRequested(reply.results.at(0), reply.results.at(1));
        break;
    case Job::Remove:
        reload();
        if (!reply.error.isEmpty())
            m_status->setText(reply.error);
        return;
    case Job::None:
        break;
    }
    updateButtons();
}

} // namespace DriveProof::Gui
