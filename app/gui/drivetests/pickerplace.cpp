// PickerPage's settings of a run: where it runs (a temporary file in a folder on the drive,
// another folder, the device read-only or written over, with the reasons a place is refused),
// how much of the drive it uses, whether the commit test may switch the drive's cache for a
// second round, and the TestPlan that Start hands to the window.
#include "drivetests/pickerpage.h"

#include "guitext.h"
#include "preferences.h"

#include "suites/commit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStorageInfo>

#include <algorithm>
#include <cmath>

namespace DriveProof::Gui {

namespace {

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

} // namespace

PickerPage::Place PickerPage::currentPlace() const
{
    return Place(m_target->currentData(kPlaceRole).toInt());
}

QStringList PickerPage::folderCandidates() const
{
    return folderCandidates(m_disk, m_homeMount);
}

QStringList PickerPage::folderCandidates(const Device::DeviceInfo &disk, const QString &homeMount)
{
    // A mount point of this drive, or the home folder where it lives on one: a user can
    // write there, and it is on this drive.
    QStringList out;
    for (const QString &mount : allMountPoints(disk))
        out << (mount == homeMount ? QDir::homePath() : mount);
    return out;
}

QString PickerPage::quickCheckFolder(const Device::DeviceInfo &disk)
{
    // The same choice as fillTargets() makes for a fresh picker: the first writable folder.
    const QString home = QStorageInfo(QDir::homePath()).rootPath();
    for (const QString &folder : folderCandidates(disk, home))
        if (QFileInfo(folder).isDir() && QFileInfo(folder).isWritable())
            return folder;
    return {};
}

Suites::TestPlan PickerPage::quickCheckPlan(const QString &folder, quint64 bytes,
                                            double stepSeconds) const
{
    Suites::TestPlan plan;
    plan.family = Suites::Family::Quick;
    plan.target.kind = Suites::TargetKind::Folder; // a temporary file, never the device
    plan.target.path = folder;
    plan.target.sizeBytes = bytes;
    plan.options.sizeBytes = bytes;
    plan.options.duration = std::chrono::milliseconds(std::llround(stepSeconds * 1000.0));
    plan.disk = m_disk; // the folder is one of this drive's
    plan.cacheState = m_cache;
    return plan;
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
            if (emptyDrive())
                //: a place a test runs; %1 a device node of a drive with nothing on it
                m_target->addItem(tr("The whole device %1, which is empty").arg(m_disk.path));
            else
                //: a place a test runs; %1 a device node
                m_target->addItem(
                    tr("The whole device %1, erasing everything on it").arg(m_disk.path));
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
        for (int row = 0; row < m_target->count() && select < 0; ++row) {
            const auto place = Place(m_target->itemData(row, kPlaceRole).toInt());
            if (place == Place::DeviceRead ||
                (place == Place::DeviceWrite && emptyDrive() && model->item(row)->isEnabled()))
                select = row;
        }
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
    QList<quint64> sizes = Preferences::testSizeChoices();
    if (!sizes.contains(Suites::kQuickCheckBytes)) // the quick check's own size is offered
        sizes.insert(std::lower_bound(sizes.begin(), sizes.end(), Suites::kQuickCheckBytes),
                     Suites::kQuickCheckBytes);
    for (const quint64 bytes : std::as_const(sizes))
        m_size->addItem(testSizeText(bytes), QVariant::fromValue(bytes));
    if (device)
        m_size->addItem(tr("All of it"), QVariant::fromValue(quint64(0)));
    quint64 wanted = TestCatalog::defaultSizeBytes(choice);
    if (const quint64 chosen = Preferences::defaultTestSizeBytes(); chosen != 0)
        wanted = chosen; // Preferences; the commit test keeps its fixed size below
    if (choice == TestChoice::Quick)
        wanted = Suites::kQuickCheckBytes; // one quick check, as the header button runs it
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
    // Not QFileDialog::getExistingDirectory(): no nested event loop (docs/style.md).
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
    plan.options.duration = std::chrono::milliseconds(std::llround(m_duration->value() * 1000.0));
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

} // namespace DriveProof::Gui
