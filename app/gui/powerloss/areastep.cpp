#include "powerloss/areastep.h"

#include "card.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStorageInfo>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;

namespace {

enum class Place { Folder, ChooseFolder, Device };
constexpr int kPlaceRole = Qt::UserRole;
constexpr int kPathRole = Qt::UserRole + 1;
// The test file's name in the chosen folder: kept until verified, so it is found again.
const char kFileName[] = "driveproof-powerloss.dat";

QStringList mountPoints(const Device::DeviceInfo &disk)
{
    QStringList out = disk.mountpoints;
    for (const Device::PartitionInfo &p : disk.partitions)
        out += p.mountpoints;
    out.removeIf([](const QString &m) { return !m.startsWith(QLatin1Char('/')); });
    out.removeDuplicates();
    return out;
}

} // namespace

PowerLossAreaStep::PowerLossAreaStep(QWidget *parent)
    : QWidget(parent)
    , m_title(makeTitle(this))
    , m_intro(makeParagraph(this))
    , m_targetLabel(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_sizeLabel(new QLabel(this))
    , m_size(new QComboBox(this))
    , m_methodLabel(new QLabel(this))
    , m_method(new QComboBox(this))
    , m_batchLabel(new QLabel(this))
    , m_batch(new QSpinBox(this))
    , m_cablePull(new QCheckBox(this))
    , m_cablePullWhy(makeParagraph(this))
    , m_danger(new Notice(this))
{
    setObjectName(QStringLiteral("powerLossAreaStep"));
    m_target->setObjectName(QStringLiteral("powerLossTarget"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(30);
    m_size->setObjectName(QStringLiteral("powerLossSize"));
    m_method->setObjectName(QStringLiteral("powerLossMethod"));
    m_batch->setObjectName(QStringLiteral("powerLossWritesPerCommit"));
    m_batch->setRange(1, 64);
    m_cablePull->setObjectName(QStringLiteral("powerLossCablePull"));
    m_danger->setObjectName(QStringLiteral("powerLossAreaDanger"));
    m_targetLabel->setBuddy(m_target);
    m_sizeLabel->setBuddy(m_size);
    m_methodLabel->setBuddy(m_method);
    m_batchLabel->setBuddy(m_batch);
    for (const quint64 mib : {256ull, 1024ull, 4096ull, 16384ull})
        m_size->addItem(
            QLocale().formattedDataSize(qint64(mib << 20), 0, QLocale::DataSizeIecFormat),
            QVariant::fromValue(mib << 20));
    m_size->setCurrentIndex(1); // 1 GiB: larger than most drive caches, quick to prepare

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(m_targetLabel, m_target);
    form->addRow(m_sizeLabel, m_size);
    form->addRow(m_methodLabel, m_method);
    form->addRow(m_batchLabel, m_batch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_danger);
    layout->addWidget(m_cablePull);
    layout->addWidget(m_cablePullWhy);
    layout->addStretch(1);

    connect(m_target, &QComboBox::currentIndexChanged, this, &PowerLossAreaStep::targetChosen);
    connect(m_size, &QComboBox::currentIndexChanged, this, &PowerLossAreaStep::changed);
    connect(m_method, &QComboBox::currentIndexChanged, this, &PowerLossAreaStep::changed);
    connect(m_cablePull, &QCheckBox::toggled, this, &PowerLossAreaStep::updateTexts);
    retranslate();
}

void PowerLossAreaStep::setDevice(const Device::DeviceInfo &disk)
{
    if (disk.path != m_disk.path)
        m_extraFolders.clear();
    m_disk = disk;
    // USB and hot-plug drives lose power with their cable: offer that mode first.
    m_cablePull->setChecked(disk.transport == Device::Transport::Usb || disk.removable);
    fillTargets();
    updateTexts();
}

void PowerLossAreaStep::retranslate()
{
    m_title->setText(tr("Where to test"));
    m_intro->setText(tr("The test writes records that describe themselves into a test area, "
                        "commits them the way a database does, and reports every commit to a "
                        "witness. A file on the drive tests the whole stack: file system, "
                        "kernel and drive."));
    m_targetLabel->setText(tr("&Test area:"));
    m_target->setAccessibleName(tr("Test area"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_size->setAccessibleName(tr("Size of the test area"));
    m_size->setToolTip(tr("Larger than the drive's cache, so that the cache cannot hide the "
                          "writes. 1 GiB is enough for most drives."));
    m_methodLabel->setText(tr("Commit &method:"));
    m_method->setAccessibleName(tr("Commit method"));
    const int method = std::max(0, m_method->currentIndex());
    {
        const QSignalBlocker blocker(m_method);
        m_method->clear();
        for (const auto m :
             {PowerLoss::CommitMethod::Fdatasync, PowerLoss::CommitMethod::Fsync,
              PowerLoss::CommitMethod::OpenDatasync, PowerLoss::CommitMethod::OpenSync})
            m_method->addItem(methodDescription(m), int(m));
        m_method->setCurrentIndex(method);
    }
    m_batchLabel->setText(tr("&Writes per commit:"));
    m_batch->setAccessibleName(tr("Writes per commit"));
    m_batch->setToolTip(tr("1 commits every write. More: a batched group commit, as busy "
                           "databases do."));
    m_cablePull->setText(tr("&Only the drive loses power: I will pull its cable (USB or "
                            "hot-plug drive)"));
    fillTargets();
    updateTexts();
}

void PowerLossAreaStep::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossAreaStep::fillTargets()
{
    const QString oldPath = m_target->currentData(kPathRole).toString();
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    const QString homeMount = QStorageInfo(QDir::homePath()).rootPath();
    QStringList folders;
    for (const QString &m : mountPoints(m_disk))
        folders << (m == homeMount ? QDir::homePath() : m);
    for (const QString &f : std::as_const(m_extraFolders))
        if (!folders.contains(f))
            folders << f;
    for (const QString &folder : std::as_const(folders)) {
        //: %1 a folder
        m_target->addItem(tr("A test file in %1").arg(folder), int(Place::Folder));
        m_target->setItemData(m_target->count() - 1, folder, kPathRole);
    }
    m_target->addItem(tr("A test file in another folder…"), int(Place::ChooseFolder));
    if (!m_disk.path.isEmpty()) {
        //: %1 a device node
        m_target->addItem(tr("The whole device %1, erasing everything on it").arg(m_disk.path),
                          int(Place::Device));
        const int row = m_target->count() - 1;
        m_target->setItemData(row, m_disk.path, kPathRole);
        if (m_disk.inUse() || !mountPoints(m_disk).isEmpty()) {
            auto *model = qobject_cast<QStandardItemModel *>(m_target->model());
            model->item(row)->setEnabled(false);
            m_target->setItemData(row,
                                  tr("A file system of this drive is mounted or in use: "
                                     "unmount it first to write over the device."),
                                  Qt::ToolTipRole);
        }
    }
    int select = folders.isEmpty() ? int(folders.size()) : 0;
    for (int row = 0; row < m_target->count(); ++row)
        if (!oldPath.isEmpty() && m_target->itemData(row, kPathRole).toString() == oldPath)
            select = row;
    m_target->setCurrentIndex(select);
    m_lastTarget = select;
}

void PowerLossAreaStep::targetChosen(int index)
{
    if (Place(m_target->itemData(index, kPlaceRole).toInt()) == Place::ChooseFolder) {
        auto *dialog = new QFileDialog(this, tr("Choose a folder on the drive to test"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        connect(dialog, &QFileDialog::fileSelected, this, &PowerLossAreaStep::addFolder);
        connect(dialog, &QDialog::rejected, this, [this] {
            const QSignalBlocker blocker(m_target);
            m_target->setCurrentIndex(m_lastTarget);
            updateTexts();
        });
        dialog->open();
        return;
    }
    m_lastTarget = index;
    updateTexts();
}

void PowerLossAreaStep::addFolder(const QString &folder)
{
    const QString clean = QDir::cleanPath(folder);
    if (!m_extraFolders.contains(clean))
        m_extraFolders << clean;
    fillTargets();
    for (int row = 0; row < m_target->count(); ++row)
        if (m_target->itemData(row, kPathRole).toString() == clean)
            m_target->setCurrentIndex(row);
    m_lastTarget = m_target->currentIndex();
    updateTexts();
}

void PowerLossAreaStep::updateTexts()
{
    m_size->setEnabled(!isDevice());
    if (isDevice())
        //: %1 a device node
        m_danger->setNotice(Notice::Kind::Danger,
                            tr("The test writes over %1: everything on it is lost. You will be "
                               "asked to type the device's name to confirm.")
                                .arg(m_disk.path));
    else
        m_danger->setNotice(Notice::Kind::Info, QString());
    m_cablePullWhy->setText(
        m_cablePull->isChecked()
            ? tr("Cable-pull mode: the computer keeps running and only the drive goes dark. The "
                 "witness may run on this computer (the witness page, address 127.0.0.1:7070), "
                 "but its record must be on another disk than the one under test.")
            : tr("The whole computer loses power: you will pull its power cord. The witness "
                 "runs on a second computer."));
    emit changed();
}

bool PowerLossAreaStep::isDevice() const
{
    return Place(m_target->currentData(kPlaceRole).toInt()) == Place::Device;
}

bool PowerLossAreaStep::isComplete() const
{
    const auto *model = qobject_cast<const QStandardItemModel *>(m_target->model());
    const int row = m_target->currentIndex();
    if (row < 0 || !model->item(row)->isEnabled())
        return false;
    return Place(m_target->currentData(kPlaceRole).toInt()) != Place::ChooseFolder &&
           !m_target->currentData(kPathRole).toString().isEmpty();
}

QString PowerLossAreaStep::targetPath() const
{
    const QString path = m_target->currentData(kPathRole).toString();
    if (isDevice() || path.isEmpty())
        return path;
    return QDir(path).filePath(QString::fromLatin1(kFileName));
}

quint64 PowerLossAreaStep::sizeBytes() const
{
    return isDevice() ? quint64(std::max<qint64>(0, m_disk.sizeBytes))
                      : m_size->currentData().value<quint64>();
}

PowerLoss::CommitMethod PowerLossAreaStep::method() const
{
    return PowerLoss::CommitMethod(m_method->currentData().toInt());
}

std::uint32_t PowerLossAreaStep::writesPerCommit() const
{
    return std::uint32_t(m_batch->value());
}

bool PowerLossAreaStep::cablePull() const
{
    return m_cablePull->isChecked();
}

} // namespace DriveProof::Gui
