#include "drivetests/pickerpage.h"

#include "card.h"
#include "notice.h"
#include "powerloss/powerlosswizard.h"
#include "preferences.h"

#include "suites/commit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStorageInfo>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

constexpr int kPlaceRole = Qt::UserRole;
constexpr int kPathRole = Qt::UserRole + 1;
QString sizeText(quint64 bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeIecFormat);
}

bool isSystemMount(const QString &mountPoint)
{
    static const QStringList system = {QStringLiteral("/"),         QStringLiteral("/boot"),
                                       QStringLiteral("/boot/efi"), QStringLiteral("/usr"),
                                       QStringLiteral("/var"),      QStringLiteral("/home")};
    return system.contains(mountPoint);
}

QStringList allMountPoints(const Device::DeviceInfo &disk)
{
    QStringList out = disk.mountpoints;
    for (const Device::PartitionInfo &p : disk.partitions)
        out += p.mountpoints;
    out.removeIf([](const QString &m) { return !m.startsWith(QLatin1Char('/')); }); // [SWAP]
    out.removeDuplicates();
    return out;
}

// The power-loss test has a guided procedure of its own: say what it needs first.
QString powerLossNote()
{
    return PickerPage::tr("Start opens the guided power-loss test: it writes to a test file "
                          "(or the whole device), reports every commit to a witness on a second "
                          "computer, and asks you to pull the plug. After the restart DriveProof "
                          "checks which acknowledged writes survived. You can also practise it on "
                          "this computer with a simulated drive.");
}

} // namespace

PickerPage::PickerPage(QWidget *parent)
    : QWidget(parent)
    , m_listLabel(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_description(makeParagraph(this))
    , m_timeText(makeParagraph(this))
    , m_writes(makeParagraph(this))
    , m_danger(new Notice(this))
    , m_form(new QFormLayout)
    , m_targetLabel(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_sizeLabel(new QLabel(this))
    , m_size(new QComboBox(this))
    , m_durationLabel(new QLabel(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_directionLabel(new QLabel(this))
    , m_direction(new QComboBox(this))
    , m_idleLabel(new QLabel(this))
    , m_idle(new QSpinBox(this))
    , m_cacheAB(new QCheckBox(this))
    , m_cacheABWhy(makeParagraph(this))
    , m_history(new QPushButton(this))
    , m_start(new QPushButton(this))
{
    setObjectName(QStringLiteral("pickerPage"));
    // Once: where the home folder is mounted does not change while DriveProof runs.
    m_homeMount = QStorageInfo(QDir::homePath()).rootPath();
    m_list->setObjectName(QStringLiteral("testList"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setMinimumWidth(200);
    m_list->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_listLabel->setBuddy(m_list);
    m_title->setObjectName(QStringLiteral("testTitle"));
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_description->setObjectName(QStringLiteral("testDescription"));
    m_timeText->setObjectName(QStringLiteral("testDuration"));
    m_writes->setObjectName(QStringLiteral("testWrites"));
    m_danger->setObjectName(QStringLiteral("testDanger"));
    m_target->setObjectName(QStringLiteral("testTarget"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(30);
    m_target->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_size->setObjectName(QStringLiteral("testSize"));
    m_duration->setObjectName(QStringLiteral("testStepSeconds"));
    m_duration->setRange(0.1, 600.0);
    m_duration->setDecimals(1);
    m_duration->setSingleStep(1.0);
    m_duration->setValue(Preferences::defaultStepSeconds());
    m_direction->setObjectName(QStringLiteral("testDirection"));
    m_idle->setObjectName(QStringLiteral("testIdleSeconds"));
    m_idle->setRange(0, 3600);
    m_idle->setValue(300);
    m_cacheAB->setObjectName(QStringLiteral("testCacheAB"));
    m_cacheABWhy->setObjectName(QStringLiteral("testCacheABWhy"));
    m_history->setObjectName(QStringLiteral("pickerHistory"));
    m_start->setObjectName(QStringLiteral("testStart"));
    m_start->setDefault(true);
    m_targetLabel->setBuddy(m_target);
    m_sizeLabel->setBuddy(m_size);
    m_durationLabel->setBuddy(m_duration);
    m_directionLabel->setBuddy(m_direction);
    m_idleLabel->setBuddy(m_idle);

    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_form->addRow(m_targetLabel, m_target);
    m_form->addRow(m_sizeLabel, m_size);
    m_form->addRow(m_durationLabel, m_duration);
    m_form->addRow(m_directionLabel, m_direction);
    m_form->addRow(m_idleLabel, m_idle);
    m_form->addRow(m_cacheAB);
    m_form->addRow(m_cacheABWhy);

    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    right->addWidget(m_title);
    right->addWidget(m_description);
    right->addWidget(m_timeText);
    right->addWidget(m_writes);
    right->addWidget(m_danger);
    right->addSpacing(8);
    right->addLayout(m_form);
    right->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_history);
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    right->addLayout(buttons);

    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(16);
    layout->addLayout(left, 0);
    layout->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &PickerPage::choiceChanged);
    connect(m_target, &QComboBox::currentIndexChanged, this, &PickerPage::targetChanged);
    connect(m_size, &QComboBox::currentIndexChanged, this, &PickerPage::updateTexts);
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, &PickerPage::updateTexts);
    connect(m_idle, &QSpinBox::valueChanged, this, &PickerPage::updateTexts);
    connect(m_direction, &QComboBox::currentIndexChanged, this, [this] {
        fillTargets(); // reads only: the device may be read; writes: only through the flow
        updateTexts();
    });
    connect(m_cacheAB, &QCheckBox::toggled, this, &PickerPage::updateTexts);
    connect(m_history, &QPushButton::clicked, this, &PickerPage::historyRequested);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (currentChoice() == TestChoice::PowerLoss) {
            // Its own window and steps: a plan for the TestController does not fit it.
            PowerLossWizard::open(m_disk, window());
            emit powerLossRequested();
        } else if (canStart()) {
            emit startRequested(plan());
        }
    });

    // New defaults from Preferences show at once; the user may still change them here.
    connect(Preferences::instance(), &Preferences::testDefaultsChanged, this, [this] {
        m_duration->setValue(Preferences::defaultStepSeconds());
        fillSizes();
        updateTexts();
    });
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &PickerPage::updateTexts);

    fillTests();
    fillDirections();
    retranslate();
    m_list->setCurrentRow(0);
}

void PickerPage::retranslate()
{
    m_listLabel->setText(tr("&Tests:"));
    m_list->setAccessibleName(tr("Tests"));
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        const auto choice = TestChoice(item->data(Qt::UserRole).toInt());
        item->setText(TestCatalog::title(choice));
        if (choice == TestChoice::PowerLoss)
            item->setToolTip(powerLossNote());
    }
    m_targetLabel->setText(tr("&Where:"));
    m_sizeLabel->setText(tr("Test si&ze:"));
    m_durationLabel->setText(tr("Time per st&ep (seconds):"));
    m_directionLabel->setText(tr("&Reads or writes:"));
    m_idleLabel->setText(tr("&Idle time between the passes (seconds):"));
    m_cacheAB->setText(
        tr("Also measure with the drive's write &cache off, then switch it back on"));
    m_history->setText(tr("&History…"));
    m_history->setToolTip(tr("Earlier runs on this drive, and comparing two of them"));
    m_start->setText(tr("&Start test"));
    fillDirections();
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PickerPage::fillTests()
{
    for (const TestChoice choice : TestCatalog::choices()) {
        auto *item = new QListWidgetItem(TestCatalog::title(choice), m_list);
        item->setData(Qt::UserRole, int(choice));
    }
}

void PickerPage::fillDirections()
{
    const int current = std::max(0, m_direction->currentIndex());
    const QSignalBlocker blocker(m_direction);
    m_direction->clear();
    m_direction->addItem(tr("Reads"), 100);
    m_direction->addItem(tr("Writes"), 0);
    m_direction->addItem(tr("Mixed: 70% reads, 30% writes"), 70);
    m_direction->setCurrentIndex(current);
}

void PickerPage::setDevice(const Device::DeviceInfo &disk)
{
    const bool other = disk.path != m_disk.path;
    m_disk = disk;
    if (other) {
        m_extraFolders.clear();
        m_cache.reset();
    }
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::setWriteCache(const std::optional<Cache::WriteCacheState> &state)
{
    m_cache = state;
    updateCacheAB();
    updateTexts();
}

void PickerPage::select(TestChoice choice)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toInt() == int(choice))
            m_list->setCurrentRow(row);
}

TestChoice PickerPage::currentChoice() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? TestChoice(item->data(Qt::UserRole).toInt()) : TestChoice::Quick;
}

PickerPage::Place PickerPage::currentPlace() const
{
    return Place(m_target->currentData(kPlaceRole).toInt());
}

QStringList PickerPage::folderCandidates() const
{
    // A mount point of this drive, or the home folder where it lives on one: a user can
    // write there, and it is on this drive.
    QStringList out;
    for (const QString &mount : allMountPoints(m_disk))
        out << (mount == m_homeMount ? QDir::homePath() : mount);
    return out;
}

QString PickerPage::deviceWriteRefusal() const
{
    const QStringList mounts = allMountPoints(m_disk);
    for (const QString &m : mounts)
        if (isSystemMount(m))
            //: %1 a device node
            return tr("%1 holds the running system: DriveProof never writes over it.")
                .arg(m_disk.path);
    if (m_disk.inUse())
        //: %1 a device node
        return tr("%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted "
                  "volume). Unmount it first to write over it.")
            .arg(m_disk.path);
    if (m_disk.readOnly)
        //: %1 a device node
        return tr("%1 is read-only.").arg(m_disk.path);
    return {};
}

void PickerPage::fillTargets()
{
    const Place oldPlace = m_target->count() ? currentPlace() : Place::Folder;
    const QString oldPath = m_target->currentData(kPathRole).toString();
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    auto *model = qobject_cast<QStandardItemModel *>(m_target->model());
    int firstWritable = -1;
    QStringList folders = folderCandidates();
    for (const QString &extra : std::as_const(m_extraFolders))
        if (!folders.contains(extra))
            folders << extra;
    for (const QString &folder : std::as_const(folders)) {
        //: a place a test runs; %1 a folder
        m_target->addItem(tr("A temporary file in %1").arg(folder));
        const int row = m_target->count() - 1;
        m_target->setItemData(row, int(Place::Folder), kPlaceRole);
        m_target->setItemData(row, folder, kPathRole);
        if (QFileInfo(folder).isWritable()) {
            if (firstWritable < 0)
                firstWritable = row;
        } else {
            m_target->setItemData(row,
                                  tr("You may not be allowed to write here. Choose a folder of "
                                     "yours on this drive with \"another folder\"."),
                                  Qt::ToolTipRole);
        }
    }
    m_target->addItem(tr("A temporary file in another folder…"));
    m_target->setItemData(m_target->count() - 1, int(Place::ChooseFolder), kPlaceRole);
    const TestChoice choice = currentChoice();
    const bool writes = TestCatalog::writes(choice, m_direction->currentData().toUInt());
    if (!m_disk.path.isEmpty() && choice != TestChoice::PowerLoss) {
        const int row = m_target->count();
        if (!writes) {
            //: a place a test runs; %1 a device node
            m_target->addItem(tr("The whole device %1, only reading").arg(m_disk.path));
            m_target->setItemData(row, int(Place::DeviceRead), kPlaceRole);
        } else {
            //: a place a test runs; %1 a device node
            m_target->addItem(tr("The whole device %1, erasing everything on it").arg(m_disk.path));
            m_target->setItemData(row, int(Place::DeviceWrite), kPlaceRole);
            const QString refusal = deviceWriteRefusal();
            if (!refusal.isEmpty()) {
                model->item(row)->setEnabled(false);
                m_target->setItemData(row, refusal, Qt::ToolTipRole);
            }
        }
        m_target->setItemData(row, m_disk.path, kPathRole);
    }

    // The same place as before where it is still offered; else a folder we can write to.
    int select = -1;
    for (int row = 0; row < m_target->count(); ++row) {
        const auto place = Place(m_target->itemData(row, kPlaceRole).toInt());
        const bool samePlace = place == oldPlace ||
                               (oldPlace == Place::DeviceRead && place == Place::DeviceWrite) ||
                               (oldPlace == Place::DeviceWrite && place == Place::DeviceRead);
        if (samePlace && place != Place::ChooseFolder &&
            m_target->itemData(row, kPathRole).toString() == oldPath &&
            model->item(row)->isEnabled())
            select = row;
    }
    if (select < 0)
        select = firstWritable >= 0 ? firstWritable : (folders.isEmpty() ? -1 : 0);
    if (select < 0) // no file system of this drive is mounted: the device, if offered
        for (int row = 0; row < m_target->count() && select < 0; ++row)
            if (Place(m_target->itemData(row, kPlaceRole).toInt()) == Place::DeviceRead)
                select = row;
    if (select < 0)
        select = int(folders.size()); // "another folder…", not opened until the user asks
    m_target->setCurrentIndex(select);
    m_lastTarget = select;
    m_target->setAccessibleName(tr("Where the test runs"));
}

void PickerPage::fillSizes()
{
    const TestChoice choice = currentChoice();
    const Place place = m_target->count() ? currentPlace() : Place::Folder;
    const bool device = place == Place::DeviceRead || place == Place::DeviceWrite;
    const QSignalBlocker blocker(m_size);
    m_size->clear();
    for (const quint64 bytes : Preferences::testSizeChoices())
        m_size->addItem(sizeText(bytes), QVariant::fromValue(bytes));
    if (device)
        m_size->addItem(tr("All of it"), QVariant::fromValue(quint64(0)));
    quint64 wanted = TestCatalog::defaultSizeBytes(choice);
    if (const quint64 chosen = Preferences::defaultTestSizeBytes(); chosen != 0)
        wanted = chosen; // Preferences; the commit test keeps its fixed size below
    if (device && choice == TestChoice::Surface)
        wanted = 0;
    m_size->setCurrentIndex(std::max(0, m_size->findData(QVariant::fromValue(wanted))));
    const bool fixed = choice == TestChoice::Commit;
    m_size->setEnabled(!fixed && choice != TestChoice::PowerLoss);
    m_size->setToolTip(fixed ? tr("The commit test always uses 16 MiB, like pg_test_fsync, so "
                                  "that its numbers compare directly.")
                             : tr("How much of the drive the test uses. Larger areas are less "
                                  "flattered by caches but take longer to prepare."));
    m_size->setAccessibleName(tr("Test size"));
}

void PickerPage::choiceChanged()
{
    const TestChoice choice = currentChoice();
    const bool sweep = choice == TestChoice::SweepBlockSize ||
                       choice == TestChoice::SweepQueueDepth || choice == TestChoice::SweepThreads;
    m_form->setRowVisible(m_direction, sweep);
    m_form->setRowVisible(m_idle, choice == TestChoice::Hybrid);
    m_form->setRowVisible(m_duration,
                          TestCatalog::timed(choice) && choice != TestChoice::PowerLoss);
    m_target->setEnabled(choice != TestChoice::PowerLoss);
    fillTargets();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::targetChanged(int index)
{
    if (Place(m_target->itemData(index, kPlaceRole).toInt()) == Place::ChooseFolder) {
        chooseFolder();
        return;
    }
    m_lastTarget = index;
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::chooseFolder()
{
    // Not QFileDialog::getExistingDirectory(): no nested event loop (STYLE.md).
    auto *dialog = new QFileDialog(this, tr("Choose a folder on the drive to test"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    const QStringList folders = folderCandidates();
    dialog->setDirectory(folders.isEmpty() ? QDir::homePath() : folders.constFirst());
    connect(dialog, &QFileDialog::fileSelected, this, &PickerPage::addFolder);
    connect(dialog, &QDialog::rejected, this, [this] {
        const QSignalBlocker blocker(m_target);
        m_target->setCurrentIndex(m_lastTarget);
    });
    dialog->open();
}

void PickerPage::addFolder(const QString &folder)
{
    const QString clean = QDir::cleanPath(folder);
    if (!folderCandidates().contains(clean) && !m_extraFolders.contains(clean))
        m_extraFolders << clean;
    fillTargets();
    for (int row = 0; row < m_target->count(); ++row)
        if (Place(m_target->itemData(row, kPlaceRole).toInt()) == Place::Folder &&
            m_target->itemData(row, kPathRole).toString() == clean)
            m_target->setCurrentIndex(row); // through targetChanged()
    m_lastTarget = m_target->currentIndex();
    fillSizes();
    updateCacheAB();
    updateTexts();
}

void PickerPage::updateCacheAB()
{
    const TestChoice choice = currentChoice();
    const bool commit = choice == TestChoice::Commit;
    m_cacheAB->setVisible(commit);
    m_cacheABWhy->setVisible(commit);
    if (!commit)
        return;
    const Place place = m_target->count() ? currentPlace() : Place::Folder;
    const bool onThisDrive =
        place == Place::DeviceWrite ||
        (place == Place::Folder &&
         folderCandidates().contains(m_target->currentData(kPathRole).toString()));
    QString why;
    if (!Cache::hasDriveLevelCache(m_disk))
        why = tr("This device has no write cache of its own to switch.");
    else if (!m_cache)
        why = tr("The drive's write cache setting is not known (see the Write cache card), so it "
                 "cannot be switched for the test.");
    else if (m_cache->enabled != true)
        why = tr("The drive's write cache is off already: the test measures it that way.");
    else if (m_cache->changeable == false)
        why = tr("This drive does not let its write cache be switched.");
    else if (!onThisDrive)
        why = tr("The chosen folder is not on one of this drive's file systems.");
    const bool possible = why.isEmpty();
    m_cacheAB->setEnabled(possible);
    if (!possible)
        m_cacheAB->setChecked(false);
    m_cacheABWhy->setText(possible ? tr("The cache is switched off for a second round of "
                                        "measurements and back on afterwards, also when the test "
                                        "fails or is cancelled. Switching may ask for your "
                                        "password.")
                                   : why);
}

bool PickerPage::canStart() const
{
    const TestChoice choice = currentChoice();
    if (choice == TestChoice::PowerLoss)
        return true; // opens the wizard, which asks for everything else
    if (!m_target->count())
        return false;
    const auto *model = qobject_cast<const QStandardItemModel *>(m_target->model());
    if (!model->item(m_target->currentIndex())->isEnabled())
        return false;
    switch (currentPlace()) {
    case Place::Folder:
        return !m_target->currentData(kPathRole).toString().isEmpty();
    case Place::ChooseFolder:
        return false;
    case Place::DeviceRead:
        return !m_disk.path.isEmpty();
    case Place::DeviceWrite:
        return !m_disk.path.isEmpty() && deviceWriteRefusal().isEmpty();
    }
    return false;
}

Suites::TestPlan PickerPage::plan() const
{
    Suites::TestPlan plan;
    const TestChoice choice = currentChoice();
    plan.family = TestCatalog::family(choice).value_or(Suites::Family::Quick);
    const Place place = currentPlace();
    const QString path = m_target->currentData(kPathRole).toString();
    plan.target.path = path;
    plan.target.kind =
        place == Place::Folder ? Suites::TargetKind::Folder : Suites::TargetKind::Device;
    plan.target.sizeBytes = m_size->currentData().value<quint64>();
    if (choice == TestChoice::Commit)
        plan.target.sizeBytes = Suites::kCommitFileBytes;
    plan.options.sizeBytes = plan.target.sizeBytes;
    plan.options.duration = std::chrono::milliseconds(qint64(m_duration->value() * 1000.0 + 0.5));
    plan.options.readPercent = m_direction->currentData().toUInt();
    plan.options.idle = std::chrono::seconds(m_idle->value());
    plan.cacheAB = choice == TestChoice::Commit && m_cacheAB->isEnabled() && m_cacheAB->isChecked();
    // The drive is known for its own mount points and the device itself; the controller
    // finds the drive under any other folder.
    if (place != Place::Folder || folderCandidates().contains(path)) {
        plan.disk = m_disk;
        plan.cacheState = m_cache;
    }
    return plan;
}

void PickerPage::updateTexts()
{
    const TestChoice choice = currentChoice();
    m_title->setText(TestCatalog::title(choice));
    m_description->setText(TestCatalog::description(choice));
    const Place place = m_target->count() ? currentPlace() : Place::Folder;
    const bool device = place == Place::DeviceRead || place == Place::DeviceWrite;
    quint64 size = m_size->currentData().value<quint64>();
    if (size == 0)
        size = quint64(std::max<qint64>(0, m_disk.sizeBytes));
    const bool cacheAB = m_cacheAB->isEnabled() && m_cacheAB->isChecked();
    const double seconds = TestCatalog::estimatedSeconds(choice, m_duration->value(), size,
                                                         m_idle->value(), device, cacheAB);
    if (choice == TestChoice::PowerLoss)
        m_timeText->clear();
    else if (choice == TestChoice::Sustained)
        //: %1 a size, %2 a duration, %3 a rate ("150.0 MB/s")
        m_timeText->setText(tr("Takes as long as writing %1 once: about %2 at %3, less on a "
                               "faster drive.")
                                .arg(sizeText(size), durationText(seconds), rateText(150e6)));
    else if (choice == TestChoice::Surface)
        //: %1 a size, %2 a duration, %3 a rate ("150.0 MB/s")
        m_timeText->setText(tr("Takes as long as reading %1 once: about %2 at %3, less on a "
                               "faster drive.")
                                .arg(sizeText(size), durationText(seconds), rateText(150e6)));
    else if (device)
        //: %1 a duration
        m_timeText->setText(tr("Takes about %1 with these settings.").arg(durationText(seconds)));
    else
        //: %1 a duration
        m_timeText->setText(tr("Takes about %1 with these settings, plus a moment to prepare "
                               "the test file.")
                                .arg(durationText(seconds)));
    m_timeText->setVisible(!m_timeText->text().isEmpty());

    const bool writes = TestCatalog::writes(choice, m_direction->currentData().toUInt());
    m_danger->setNotice(Notice::Kind::Info, QString());
    if (choice == TestChoice::PowerLoss)
        m_writes->setText(powerLossNote());
    else if (place == Place::DeviceWrite)
        m_danger->setNotice(Notice::Kind::Danger,
                            //: %1 a device node
                            tr("This test writes over %1: everything on it is lost, every "
                               "partition and every file. You will be asked to type the device's "
                               "name to confirm.")
                                .arg(m_disk.path),
                            deviceWriteRefusal());
    else if (place == Place::DeviceRead)
        //: %1 a device node
        m_writes->setText(tr("Only reads from %1; nothing on it changes. Reading a device "
                             "directly may ask for your password.")
                              .arg(m_disk.path));
    else if (writes)
        m_writes->setText(tr("Writes only to a temporary file in the chosen folder and removes "
                             "it afterwards; nothing else on the drive changes."));
    else
        m_writes->setText(tr("Only reads. In a folder it first writes the temporary file it "
                             "reads, and removes it afterwards."));
    m_writes->setVisible(place != Place::DeviceWrite || choice == TestChoice::PowerLoss);
    m_start->setEnabled(canStart());
    m_start->setToolTip(choice == TestChoice::PowerLoss ? tr("Opens the guided power-loss test")
                        : place == Place::ChooseFolder  ? tr("Choose a folder first")
                                                        : QString());
}

} // namespace DriveProof::Gui
